/**
 * Which order statuses are missing (docs/api.md#paged-users-and-orders), one table both languages
 * run: isMissingStatus (contract/orderRules.ts) in the web app (src/lib/orderStatus.test.ts) and
 * the database's order_status_missing (migration 030) on PGlite and PostgreSQL
 * (server/test/missingStatus.test.ts). Plain data, importing nothing, so that both can read it.
 * A status left out is one the shop did not send (SQL's null).
 */

/** Every character String.prototype.trim takes away. */
export const TRIMMED =
  '\t\n\v\f\r \u00a0\u1680\u2000\u2005\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

// One case a line, a table to read across.
// prettier-ignore
export const MISSING_STATUS_CASES: readonly (readonly [rule: string, status: string | undefined, missing: boolean])[] = [
  ['not sent', undefined, true],
  ['empty', '', true],
  ['all spaces', '   ', true],
  ['a tab', '\t', true],
  ['a non-breaking space', '\u00a0', true],
  ['a line break and a carriage return', '\n\r', true],
  ['an ideographic space', '\u3000', true],
  ['a byte order mark', '\ufeff', true],
  ['every character trim takes away', TRIMMED, true],
  ['pending', 'pending', false],
  ['pending between blanks', '\u00a0pending\t', false],
  // Characters trim keeps: the shop sent a status, though none shows.
  ['a zero-width space', '\u200b', false],
  ['a next-line control', '\u0085', false],
  ['a Mongolian vowel separator', '\u180e', false],
];
