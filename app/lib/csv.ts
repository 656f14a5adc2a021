/**
 * CSV files the back office exports (SPEC §9: `coupons_export_{date}`, `orders_export_{date}`).
 * Written by hand rather than with a library: quoting is the whole job, and its cells follow
 * the store's one rule (domain/csv-cells.ts).
 */
import { csvCell } from '#domain/csv-cells.ts';

/** One column: its header and how to read a row's cell. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
}

function cell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  // Numbers and yes/no are written as they are (a negative amount is no formula).
  return typeof value === 'string' ? csvCell(value) : String(value);
}

/** RFC 4180 text: a header line, then one line per row, CRLF line ends. */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const lines = [columns.map((c) => cell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => cell(c.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** `{prefix}_{YYYY-MM-DD}.csv` for the day of `now` (local date, as the owner reads it). */
export function exportFileName(prefix: string, now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${prefix}_${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/** Saves `csv` as a download in the browser. The BOM lets spreadsheet apps read UTF-8 names. */
export function downloadCsv(fileName: string, csv: string): void {
  saveDownload(fileName, new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
}

/** Saves a file the browser holds (one made here, or an answer read with the admin's token) as a download. */
export function saveDownload(fileName: string, file: Blob): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the blob only after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
