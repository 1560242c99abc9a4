/**
 * Texts a reader sees nothing of (docs/api.md#visible-text-and-normal-forms): what the server
 * refuses as blank and every form shows as missing, one table both test suites run. Plain data,
 * importing nothing, so that both can read it.
 */
export const BLANK_TEXTS: readonly (readonly [label: string, text: string])[] = [
  ['zero-width spaces', '\u200b\u200b\u200b'],
  ['a byte order mark and a joiner', '\ufeff\u200d'],
  ['non-breaking and ideographic spaces', '\u00a0\u3000'],
  ['a Hangul filler', '\u3164'],
  ['the combining grapheme joiner', '\u034f\u034f'],
  ['braille blanks', '\u2800\u2800'],
  ['variation selectors', '\ufe00\ufe0f'],
  ['a Mongolian variation selector', '\u180b'],
  ['Khmer inherent vowels', '\u17b4\u17b5'],
  ['a next-line control', '\u0085'],
  ['a half-width Hangul filler and the choseong filler', '\uffa0\u115f'],
];
