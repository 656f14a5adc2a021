/**
 * A CSV file's cells as the store writes and reads them (RFC 4180), for every file the back
 * office exports (app/lib/csv.ts) and the catalogue's export and import
 * (domain/catalogue-csv.ts): one rule for quoting and one for formulas.
 */

// A cell that starts like a formula would run in a spreadsheet (CSV injection): it is written
// with a ' before it. A cell that already starts with ' before such a character gets one
// more, so reading it back gives it whole.
const FORMULA_START = /^'*[=+\-@\t\r]/;

/** One text cell as the file holds it: prefixed when it starts like a formula, quoted when it must be. */
export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, CRLF-ended. */
export function csvRecord(values: readonly string[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** A cell as it was before the export's formula prefix. */
export function withoutFormulaPrefix(cell: string): string {
  return /^'+[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}
