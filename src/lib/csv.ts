/**
 * CSV files as the server's exports write them (docs/api.md#csv-export): a heading line, CRLF
 * line ends, UTF-8 with a byte order mark, numbers as numbers, and text that a spreadsheet
 * would run as a formula started with a quote, and fields quoted wherever a spreadsheet might
 * split them: each field by the one rule the server's exports follow (contract/csv.ts).
 */
import { csvField } from '../../contract/csv';

export { csvField };

/** One column of a file: its heading and its value in a row (text, a number, or nothing). */
export interface CsvColumn<Row> {
  heading: string;
  value: (row: Row) => string | number | null | undefined;
}

/** A file's columns in its headings' order, each heading with its value in a row. */
export function csvColumns<Row, Heading extends string>(
  headings: readonly Heading[],
  values: Readonly<Record<Heading, CsvColumn<Row>['value']>>,
): CsvColumn<Row>[] {
  return headings.map((heading) => ({ heading, value: values[heading] }));
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

/**
 * The ISO 8601 form of a date, or nothing: also for a date the backend sent unreadable (which the
 * screen shows as 'Invalid Date'), so that one such row leaves its cell empty, as the server
 * writes a moment it lacks, rather than failing the whole file.
 */
export const isoDate = (date: Date | null) =>
  date && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
