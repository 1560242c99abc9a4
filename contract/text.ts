/**
 * What counts as visible text, and the normal forms of the texts compared as keys (an admin's
 * e-mail, a wallet payment's transaction ID), defined once from Unicode's properties: the server's
 * schemas and the web app's forms both use them (docs/api.md#conventions). Plain data and
 * functions with no schema, so that the web app imports the very rule the server applies.
 */

/**
 * The characters a reader does not see: white space, controls, format characters (the zero-width
 * space, the joiners, the byte order mark, the soft hyphen), the default-ignorable ones (variation
 * selectors, the combining grapheme joiner, the Khmer inherent vowels), the braille blank and the
 * Hangul fillers, which are not default-ignorable in every Unicode version. The body of a
 * character class, for patterns compiled with the `u` flag (as AJV compiles them).
 */
const INVISIBLE =
  '\\p{White_Space}\\p{Cc}\\p{Cf}\\p{Default_Ignorable_Code_Point}\\u2800\\u115F\\u1160\\u3164\\uFFA0';

/** One character a reader sees: a schema's `pattern` for "not blank". */
export const VISIBLE_CHARACTER = `[^${INVISIBLE}]`;

/**
 * A text of at least `count` visible characters (code points, not grapheme clusters), as a
 * schema's `pattern`. Anchored, and linear: visible and invisible never overlap.
 */
export const atLeastVisible = (count: number) =>
  `^[${INVISIBLE}]*(?:${VISIBLE_CHARACTER}[${INVISIBLE}]*){${count}}`;

const visibleCharacter = new RegExp(VISIBLE_CHARACTER, 'u');
const visibleCharacters = new RegExp(VISIBLE_CHARACTER, 'gu');
/** Invisible, but for the plain space (which a transaction ID may hold between its words). */
const hiddenCharacter = new RegExp(`(?! )[${INVISIBLE}]`, 'u');
const surroundingSpace = /^\p{White_Space}+|\p{White_Space}+$/gu;

/** Whether a text shows nothing: empty, white space or invisible characters only. */
export const isBlank = (text: string): boolean => !visibleCharacter.test(text);

/** How many characters of a text a reader sees (code points). */
export const visibleLength = (text: string): number => text.match(visibleCharacters)?.length ?? 0;

/**
 * The scripts whose letters look alike (Latin а, Cyrillic а, Greek α) or that a name may be
 * written in; the Chinese, Japanese and Korean ones count as one, since they are written
 * together. A part of an address holding letters of two of them is refused.
 */
const SCRIPTS = [
  ...`Latin Greek Cyrillic Armenian Georgian Cherokee Coptic Hebrew Arabic Syriac Thaana
  Devanagari Bengali Gurmukhi Gujarati Oriya Tamil Telugu Kannada Malayalam Sinhala Thai Lao
  Tibetan Myanmar Khmer Mongolian Ethiopic Canadian_Aboriginal Tifinagh Vai Lisu`.split(/\s+/),
  ['Han', 'Hiragana', 'Katakana', 'Hangul', 'Bopomofo'],
].map((names) => {
  const set = [names].flat().map((name) => `\\p{Script=${name}}`);
  return new RegExp(`[${set.join('')}]`, 'u');
});

/** Whether a text holds the letters of two scripts. */
const mixesScripts = (text: string) => SCRIPTS.filter((script) => script.test(text)).length > 1;

/** The full stops a domain may be typed with (UTS #46): the ideographic and half-width ones. */
const IDEOGRAPHIC_STOPS = /[\u3002\uFF61]/gu;

/**
 * An e-mail address in its normal form: compatibility characters folded (NFKC: full-width
 * letters and dots), lower case, the surrounding white space and a trailing dot of the domain
 * removed (`ALICE@Shop.Test.` is `alice@shop.test`).
 */
export function normalEmail(typed: string): string {
  const text = typed.normalize('NFKC').toLowerCase().replace(surroundingSpace, '');
  const at = text.lastIndexOf('@');
  if (at < 0) return text;
  const domain = text.slice(at + 1).replace(IDEOGRAPHIC_STOPS, '.');
  return `${text.slice(0, at)}@${domain.endsWith('.') ? domain.slice(0, -1) : domain}`;
}

/** Why an address in its normal form is refused, as the end of a sentence naming the field. */
export function emailFault(normal: string): string | undefined {
  if (new RegExp(`[${INVISIBLE}]`, 'u').test(normal)) {
    return 'must not contain spaces or invisible characters.';
  }
  const at = normal.lastIndexOf('@');
  if ([normal.slice(0, at), normal.slice(at + 1)].some(mixesScripts)) {
    return 'must not mix the letters of two scripts (such as Latin and Cyrillic).';
  }
  return undefined;
}

/**
 * A transaction ID in its normal form: NFKC (full-width letters and digits), every dash
 * (`\p{Pd}`: the non-breaking hyphen, en dash, small hyphen-minus) a hyphen-minus, the
 * surrounding white space removed.
 */
export const normalIdentifier = (typed: string): string =>
  typed
    .normalize('NFKC')
    .replace(/\p{Pd}/gu, '-')
    .replace(surroundingSpace, '');

/** Why an identifier in its normal form is refused: invisible characters are, not removed. */
export const identifierFault = (normal: string): string | undefined =>
  hiddenCharacter.test(normal) ? 'must not contain invisible characters.' : undefined;

/**
 * The specification's login rule, for every password an admin chooses: characters a reader sees,
 * so that eight spaces or zero-width spaces are no password.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters long.';
