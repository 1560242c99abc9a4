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

/**
 * An export cut to the rows whose first field, their ID, is one of `ids`: its heading line and
 * those lines, in its order. A line ends at a line break outside quotes, so a quoted field
 * that holds line breaks stays in its line.
 */
export function csvOfIds(text: string, ids: ReadonlySet<string>): string {
  const lines: string[] = [];
  let start = 0;
  let quoted = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (char === '"') quoted = !quoted;
    else if (char === '\n' && !quoted) {
      lines.push(text.slice(start, at + 1));
      start = at + 1;
    }
  }
  if (start < text.length) lines.push(text.slice(start));
  const [heading = '', ...rows] = lines;
  const idOf = (line: string) => /^[^,\r\n]*/.exec(line)?.[0] ?? '';
  return heading + rows.filter((line) => ids.has(idOf(line))).join('');
}
