/**
 * Rates imported from a file (decision 60): one `currency,rate` line each, a header line
 * `currency,rate` allowed, blank lines skipped. Every bad line is reported with its number,
 * and the caller changes nothing unless every line is good.
 */
import { CURRENCY_RATE_TEXT, MAX_IMPORT_LINES, normalizeRate, rateProblem } from './currency-rates.ts';

export interface ImportedRate {
  currency: string;
  rate: string;
}
export interface ImportProblem {
  /** 1-based, as an editor numbers the file's lines. */
  line: number;
  message: string;
}

/** The rates of a file's text, or every problem it has; `settable` are the codes a rate may be set for. */
export function parseRatesCsv(
  text: string,
  settable: readonly string[],
  storeCurrency: string,
): { rates: ImportedRate[]; problems: ImportProblem[] } {
  const rates: ImportedRate[] = [];
  const problems: ImportProblem[] = [];
  const firstLine = new Map<string, number>();
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  if (lines.length > MAX_IMPORT_LINES + 1)
    return { rates, problems: [{ line: 1, message: CURRENCY_RATE_TEXT.tooManyLines }] };
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    const cells = raw.split(',').map((cell) =>
      cell
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .trim(),
    );
    if (cells.length !== 2) return problems.push({ line, message: CURRENCY_RATE_TEXT.badLine });
    const [code, rate] = [cells[0]!.toUpperCase(), cells[1]!];
    if (line === 1 && code === 'CURRENCY' && rate.toLowerCase() === 'rate') return;
    if (code === storeCurrency) return problems.push({ line, message: CURRENCY_RATE_TEXT.storeCurrency(code) });
    if (!settable.includes(code)) return problems.push({ line, message: CURRENCY_RATE_TEXT.unknownCurrency(code) });
    const problem = rateProblem(rate);
    if (problem) return problems.push({ line, message: problem });
    const first = firstLine.get(code);
    if (first !== undefined) return problems.push({ line, message: CURRENCY_RATE_TEXT.twice(code, first) });
    firstLine.set(code, line);
    rates.push({ currency: code, rate: normalizeRate(rate) });
  });
  if (rates.length === 0 && problems.length === 0) problems.push({ line: 1, message: CURRENCY_RATE_TEXT.emptyFile });
  return { rates, problems };
}
