/**
 * CSV files as the server's exports write them (docs/api.md#csv-export): a heading line, CRLF
 * line ends, UTF-8 with a byte order mark, numbers as numbers, and text that a spreadsheet
 * would run as a formula (=, +, -, @, also behind leading white space or invisible characters,
 * which importers that trim would drop; or a tab or carriage return first) started with a quote.
 */

/** One column of a file: its heading and its value in a row (text, a number, or nothing). */
export interface CsvColumn<Row> {
  heading: string;
  value: (row: Row) => string | number | null | undefined;
}

const FORMULA_START =
  /^(?:[\t\r]|[\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]*[=+\-@])/u;

export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: the headings, then one line per row. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: Iterable<Row>): string {
  const line = (values: (string | number | null | undefined)[]) =>
    `${values.map(csvField).join(',')}\r\n`;
  let text = `\uFEFF${line(columns.map(({ heading }) => heading))}`;
  for (const row of rows) text += line(columns.map(({ value }) => value(row)));
  return text;
}

/** 'orders-2026-11-25.csv': the list's name and the day, as the server names its exports. */
export const csvFileName = (list: string, now = new Date()) =>
  `${list}-${now.toISOString().slice(0, 10)}.csv`;

/** The ISO 8601 form of a date, or nothing. */
export const isoDate = (date: Date | null) => date?.toISOString() ?? null;
