/**
 * RFC 4180 lines for the Meta catalogue. Not the back office's export writer
 * (app/lib/csv.ts, browser-side): that one prefixes a cell starting like a formula with `'`
 * for spreadsheets, which would change a product's title in a catalogue that reads the
 * values as they are.
 */

function cell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** One record, CRLF-ended. */
export function csvLine(values: readonly string[]): string {
  return `${values.map(cell).join(',')}\r\n`;
}
