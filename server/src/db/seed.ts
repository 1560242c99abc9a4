/**
 * What a database holds before anyone signs in: the administrator named by ADMIN_EMAIL. The
 * environment stays authoritative: ADMIN_PASSWORD and ADMIN_NAME are applied on every start.
 */
import { generatePassword, hashPassword } from '../auth/password';
import type { Config } from '../config';
import { findCredentialsByEmail, insertAdmin, updateAdmin } from '../repositories/admins';
import { takeStartupTurn } from './startupTurn';
import type { Db } from './types';

export interface SeededAdmin {
  email: string;
  /** Present when generated on this start or taken from ADMIN_PASSWORD: worth printing. */
  password?: string;
  generated: boolean;
}

export async function seed(db: Db, config: Pick<Config, 'admin' | 'seed'>): Promise<SeededAdmin> {
  const { email, name, password } = config.admin;
  return db.transaction(async (tx) => {
    await takeStartupTurn(tx);
    const existing = await findCredentialsByEmail(tx, email);
    if (existing) {
      const passwordHash = password === undefined ? undefined : await hashPassword(password);
      await updateAdmin(tx, existing.id, { name, passwordHash });
      return { email, password, generated: false };
    }
    const initialPassword = password ?? generatePassword();
    const passwordHash = await hashPassword(initialPassword);
    await insertAdmin(tx, { name, email, role: 'Super Admin', passwordHash });
    return { email, password: initialPassword, generated: password === undefined };
  });
}
