/**
 * The forms' blank checks and password rule use the server's definition of visible text
 * (contract/text.ts, docs/api.md#conventions), with the cases of server/test/textFields.test.ts:
 * what the server refuses as blank, the form shows as missing before sending it.
 */
import { adminSchema } from '@/features/admins/adminSchema';
import { notificationSchemas } from '@/features/notifications/notificationSchema';
import { passwordChangeSchema } from '@/features/session/passwordSchema';
import { walletSchemas } from '@/features/wallet/walletSchema';

const BLANKS: ReadonlyArray<[string, string]> = [
  ['spaces', '   '],
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

/** The message of the field's failure, or undefined when it passes. */
function failureOf(
  schema: { validateSyncAt(path: string, value: object): unknown },
  path: string,
  value: object,
) {
  try {
    schema.validateSyncAt(path, value);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe.each(BLANKS)('a text of %s', (_label, blank) => {
  it('is missing in every form', () => {
    expect([
      failureOf(notificationSchemas.create, 'title', { title: blank }),
      failureOf(walletSchemas.create, 'txnId', { txnId: blank }),
      failureOf(adminSchema, 'name', { name: blank }),
    ]).toEqual(['Title is required.', 'Transaction ID is required.', 'Name is required.']);
  });
});

describe('a new password', () => {
  const TOO_SHORT = 'Password must be at least 8 characters long.';
  it.each([
    ['eight spaces', ' '.repeat(8)],
    ['eight zero-width spaces', '\u200b'.repeat(8)],
    ['seven letters and a braille blank', 'abcdefg\u2800'],
  ])('of %s is too short', (_label, newPassword) => {
    expect(failureOf(passwordChangeSchema, 'newPassword', { newPassword })).toBe(TOO_SHORT);
  });

  it('of eight visible characters, spaces between them, is taken', () => {
    expect(failureOf(passwordChangeSchema, 'newPassword', { newPassword: 'a b c d e f g h' })).toBe(
      undefined,
    );
  });

  it('keeps a title with a joiner inside visible text', () => {
    expect(
      failureOf(notificationSchemas.create, 'title', { title: 'family 👨\u200d👩\u200d👧' }),
    ).toBe(undefined);
  });
});
