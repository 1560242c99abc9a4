/**
 * The forms' blank checks and password rule use the server's definition of visible text
 * (contract/text.ts, docs/api.md#conventions), with the server's cases
 * (src/testing/blankTextCases.ts): what the server refuses as blank, the form shows as missing
 * before sending it.
 */
import { adminSchema } from '@/features/admins/adminSchema';
import { notificationSchema } from '@/features/notifications/notificationSchema';
import { passwordChangeSchema } from '@/features/session/passwordSchema';
import { walletSchemas } from '@/features/wallet/walletSchema';
import { BLANK_TEXTS } from '@/testing/blankTextCases';

const BLANKS = [['spaces', '   '] as const, ...BLANK_TEXTS];

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
      failureOf(notificationSchema(false), 'title', { title: blank }),
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
      failureOf(notificationSchema(false), 'title', { title: 'family 👨\u200d👩\u200d👧' }),
    ).toBe(undefined);
  });
});
