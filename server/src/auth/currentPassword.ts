/**
 * The proof every change to how one's own account signs in asks for (docs/api.md#your-own-account):
 * the password the admin already holds. A session's token alone, taken from a browser, then
 * changes neither the password nor adds a passkey, which would outlast the session.
 */
import type { Queryable } from '../db/types';
import { badRequest } from '../lib/httpError';
import { findPassword, type PasswordOnFile } from '../repositories/adminSessions';
import { SIGN_IN_MESSAGES } from '../../../contract/accountRules';
import { verifyPassword } from './password';

export const incorrectPassword = () =>
  badRequest(SIGN_IN_MESSAGES.currentPasswordIncorrect, 'currentPassword');

/**
 * Checks `typed` against admin `adminId`'s password; answers the password on file, or throws the
 * 400 naming `currentPassword`. Call it outside a transaction, which would otherwise hold the
 * database for scrypt's time; its route counts the attempt with currentPasswordLimit.
 */
export async function checkCurrentPassword(
  db: Queryable,
  adminId: number,
  typed: string,
): Promise<PasswordOnFile> {
  const onFile = await findPassword(db, adminId);
  if (!onFile || !(await verifyPassword(typed, onFile.hash))) throw incorrectPassword();
  return onFile;
}
