import { describe, expect, it } from 'vitest';
import { parseRatesCsv } from './currency-rates-csv';
import { normalizeRate, rateProblem } from './currency-rates';

const SETTABLE = ['KGS', 'EUR', 'RUB', 'KZT'];

describe('rates', () => {
  it('accepts positive decimals of at most 6 places up to the maximum, in one text', () => {
    expect(rateProblem('87.45')).toBeNull();
    expect(rateProblem('0.000001')).toBeNull();
    expect(rateProblem('1000000')).toBeNull();
    expect(rateProblem('1.2345670')).toBeNull();
    for (const bad of ['', '0', '0.0000001', '1000000.01', '-1', '1,5', '1e3', ' 1', 'abc', '.5'])
      expect(rateProblem(bad), bad).not.toBeNull();
    expect(normalizeRate('087.4500')).toBe('87.45');
    expect(normalizeRate('96.000000')).toBe('96');
    expect(normalizeRate('0.940000')).toBe('0.94');
  });
});

describe('parseRatesCsv', () => {
  it('reads currency,rate lines, with a header, blank lines, quotes, CRLF and any case', () => {
    expect(parseRatesCsv('\uFEFFcurrency,rate\r\nKGS,87.45\r\n\r\n"eur", "0.940"\n', SETTABLE, 'USD')).toEqual({
      rates: [
        { currency: 'KGS', rate: '87.45' },
        { currency: 'EUR', rate: '0.94' },
      ],
      problems: [],
    });
  });

  it('reports every bad line with its number', () => {
    const { problems } = parseRatesCsv(
      'KGS,87.45\nUSD,1\nGBP,0.8\nRUB\nKZT,-5\nKGS,88\nEUR,1.1234567',
      SETTABLE,
      'USD',
    );
    expect(problems.map((p) => p.line)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(problems[0]!.message).toMatch(/store currency/);
    expect(problems[1]!.message).toMatch(/GBP is not a display currency/);
    expect(problems[4]!.message).toMatch(/already set on line 1/);
  });

  it('refuses a file without rates, or with too many lines', () => {
    expect(parseRatesCsv('currency,rate\n\n', SETTABLE, 'USD').problems).toHaveLength(1);
    expect(parseRatesCsv('KGS,1\n'.repeat(200), SETTABLE, 'USD').problems).toEqual([
      { line: 1, message: expect.stringMatching(/at most/) },
    ]);
  });
});
