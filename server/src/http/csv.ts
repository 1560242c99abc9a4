/**
 * CSV as the exports write it: comma-separated, CRLF line ends, each field by the one rule the
 * web app's files follow too (contract/csv.ts), and as spreadsheets read it safely
 * (docs/api.md#csv-export).
 */
import { csvField } from '../../../contract/csv';

export { csvField };

/** UTF-8's byte order mark: spreadsheets read the file as UTF-8 (names in any script) with it. */
export const CSV_BOM = '\uFEFF';

/** One record and its line end. */
export const csvLine = (values: readonly unknown[]): string =>
  `${values.map(csvField).join(',')}\r\n`;
