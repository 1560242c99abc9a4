/**
 * One CSV field as every CSV file of the back-office writes it, the server's exports and the
 * web app's own alike (docs/api.md#csv-export): plain code with no schema, so that both import
 * the very rule. RFC 4180's quoting, widened to the separators spreadsheets split on, and
 * OWASP's defence against formula injection.
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

/**
 * What makes a field quoted: a quote or a line break (RFC 4180), and every separator a
 * spreadsheet may split a line on without being told: the comma; the semicolon, Excel's in the
 * locales whose decimal mark is a comma; the tab; and the vertical bar, which importers that
 * guess the separator try too. Split there, a piece could start with a formula that the check
 * above never saw; quoted, the field stays whole. A space, a separator only when chosen by hand
 * in an import dialog, is left alone: it would quote nearly every field.
 */
const QUOTED = /[",;\t|\r\n]/;

/** One field: numbers as written, text neutralised and quoted as needed, nothing as empty. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(String(value)) ? `'${String(value)}` : String(value);
  return QUOTED.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The headings of User and Order Management's CSV files, in order: the server's exports and the
 * files the web app makes itself from the whole lists say the very same, and under them the same
 * values: what the row holds, a value it lacks empty (never a word the screen shows in its place,
 * such as 'N/A'), a moment in ISO 8601 to the millisecond in UTC.
 */
export const CSV_HEADINGS = {
  users: ['User ID', 'Full Name', 'Email', 'Admin', 'Role', 'Joined'],
  orders: ['Order ID', 'User', 'Email', 'Product', 'Coverage', 'Amount', 'Status', 'Date'],
} as const;
