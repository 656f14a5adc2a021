import { describe, expect, it } from 'vitest';
import { exportFileName, toCsv } from './csv';

describe('toCsv', () => {
  const columns = [
    { header: 'Code', value: (r: { code: string; n?: number }) => r.code },
    { header: 'Uses', value: (r: { code: string; n?: number }) => r.n },
  ];

  it('writes a header and one CRLF line per row, empty cells for missing values', () => {
    expect(toCsv([{ code: 'SALE10', n: 3 }, { code: 'X' }], columns)).toBe('Code,Uses\r\nSALE10,3\r\nX,\r\n');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(toCsv([{ code: 'a,"b"\nc' }], columns)).toBe('Code,Uses\r\n"a,""b""\nc",\r\n');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(toCsv([{ code: '=HYPERLINK("x")' }], columns)).toBe('Code,Uses\r\n"\'=HYPERLINK(""x"")",\r\n');
    expect(toCsv([{ code: 'ok', n: -5 }], columns)).toBe('Code,Uses\r\nok,-5\r\n');
  });
});

describe('exportFileName', () => {
  it('names the file after the prefix and the local date', () => {
    expect(exportFileName('orders_export', new Date(2026, 0, 5, 23, 30))).toBe('orders_export_2026-01-05.csv');
  });
});
