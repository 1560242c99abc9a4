/**
 * CSV as RFC 4180 writes it (comma-separated, CRLF line ends, fields quoted when they hold a
 * comma, a quote or a line break) and as spreadsheets read it safely (docs/api.md#csv-export).
 */

/**
 * Text a spreadsheet would take for a formula: =, +, - and @ start one, and a tab or carriage
 * return before them hides it from a reader's eye. Spreadsheets and importers that trim leading
 * white space, or that skip characters nobody sees (a zero-width space, a byte order mark),
 * would find the formula character behind them too, so those count as the start as well.
 * OWASP's advice: start such a field with a single quote, which spreadsheets show as text and
 * do not run.
 */
const FORMULA_START =
  /^(?:[\t\r]|[\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]*[=+\-@])/u;

/** UTF-8's byte order mark: spreadsheets read the file as UTF-8 (names in any script) with it. */
export const CSV_BOM = '\uFEFF';

/** One field: numbers as written, text neutralised and quoted as needed, null as empty. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(String(value)) ? `'${String(value)}` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record and its line end. */
export const csvLine = (values: readonly unknown[]): string =>
  `${values.map(csvField).join(',')}\r\n`;
