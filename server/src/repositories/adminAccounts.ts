/**
 * SQL for the admin accounts as Admin Management manages them (docs/api.md#admin-accounts): the
 * paged list (through pageSql.ts, as the users' list), one account, and the writes. Each write
 * answers the account as the API does, built by the database; a password hash never leaves here.
 */
import type { Queryable } from '../db/types';
import type { AdminAccount, AdminSort } from '../../../contract/admins';
import type { Role } from '../../../contract/roles';
import type { TablePages } from './pages/pageSql';
import { isoDate } from './shopTables';

/** An account's keys in the answers, as json_build_object's arguments. */
const ACCOUNT_FIELDS = `'id', id, 'name', name, 'email', email, 'role', role,
     'createdAt', ${isoDate('created_at')}, 'lastSignInAt', ${isoDate('last_sign_in_at')},
     'disabled', disabled_at IS NOT NULL, 'mustSetPassword', must_set_password,
     'twoFactor', totp_secret IS NOT NULL, 'version', version`;

const ACCOUNT = `json_build_object(${ACCOUNT_FIELDS}) AS account`;

export const ADMIN_TABLE: TablePages<AdminSort, Record<never, never>> = {
  table: 'admins',
  idType: 'integer',
  fields: ACCOUNT_FIELDS,
  // A never-used account's lastSignInAt is null, and answered so.
  keepNulls: true,
  sorts: {
    createdAt: 'created_at',
    name: 'lower(name)',
    email: 'lower(email)',
    role: 'role',
    lastSignInAt: 'last_sign_in_at',
  },
  filters: {},
};

const first = (rows: Array<{ account: AdminAccount }>) => rows[0]?.account;

/** One account; `lock` it in a transaction that changes it. */
export async function findAccount(db: Queryable, id: number, { lock = false } = {}) {
  return first(
    await db.query(`SELECT ${ACCOUNT} FROM admins WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`, [id]),
  );
}

/**
 * The enabled Super Admins' ids, locked: two Super Admins demoting each other at once would
 * otherwise each see the other one left.
 */
export async function lockEnabledSuperAdmins(tx: Queryable): Promise<number[]> {
  const rows = await tx.query<{ id: number }>(
    `SELECT id FROM admins WHERE role = 'Super Admin' AND disabled_at IS NULL
      ORDER BY id FOR UPDATE`,
  );
  return rows.map(({ id }) => id);
}

/** Whether another account than `exceptId` has this email (ignoring case). */
export async function emailTaken(db: Queryable, email: string, exceptId = 0): Promise<boolean> {
  const [row] = await db.query<{ taken: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM admins WHERE lower(email) = lower($1) AND id <> $2) AS taken',
    [email, exceptId],
  );
  return row?.taken ?? false;
}

export interface NewAccount {
  name: string;
  email: string;
  role: Role;
  /**
   * Of the one-time password, which the admin must replace at their first sign-in, within
   * ONE_TIME_PASSWORD_HOURS (admins.ts).
   */
  passwordHash: string;
}

/** A new account; undefined when the email is taken. */
export async function insertAccount(tx: Queryable, account: NewAccount) {
  return first(
    await tx.write(
      `INSERT INTO admins (name, email, role, password_hash, must_set_password,
                           one_time_password_given_at)
         VALUES ($1, $2, $3, $4, true, now())
         ON CONFLICT ((lower(email))) DO NOTHING
         RETURNING ${ACCOUNT}`,
      [account.name, account.email, account.role, account.passwordHash],
    ),
  );
}

export interface AccountChanges {
  name: string;
  email: string;
  role: Role;
  /** Left out: kept as it is. */
  disabled?: boolean;
  /** Whether every token the admin has ends now (a role change, disabling). */
  endSessions: boolean;
}

/**
 * Changes the account: `set`, its assignments, whose values are $2 on; its version moves on, as
 * it must at every change of a field its answer holds (an If-Match read before is then stale).
 * Answers it as it is then; undefined if there is no such account.
 */
export async function changeAccount(tx: Queryable, id: number, set: string, values: unknown[]) {
  const rows = await tx.write<{ account: AdminAccount }>(
    `UPDATE admins SET ${set}, version = version + 1, updated_at = now()
      WHERE id = $1 RETURNING ${ACCOUNT}`,
    [id, ...values],
  );
  return first(rows);
}

export const updateAccount = (tx: Queryable, id: number, changes: AccountChanges) =>
  changeAccount(
    tx,
    id,
    `name = $2, email = $3, role = $4,
     disabled_at = CASE WHEN $5::boolean IS NULL THEN disabled_at
                        WHEN $5::boolean THEN coalesce(disabled_at, now()) END,
     sessions_ended_at = CASE WHEN $6::boolean THEN now() ELSE sessions_ended_at END`,
    [changes.name, changes.email, changes.role, changes.disabled ?? null, changes.endSessions],
  );

/**
 * A new one-time password, for ONE_TIME_PASSWORD_HOURS from now (admins.ts): the admin must set
 * their own at the next sign-in, and every token they had ends.
 */
export const resetPassword = (tx: Queryable, id: number, passwordHash: string) =>
  changeAccount(
    tx,
    id,
    `password_hash = $2, must_set_password = true, password_changed_at = now(),
     one_time_password_given_at = now()`,
    [passwordHash],
  );

/**
 * Turns the account's two-factor sign-in off (docs/api.md#two-factor-sign-in): its secret,
 * recovery codes and passkeys go, and every token it had ends. The passkeys go too because each
 * counts as both factors: one left would sign the account in without its password.
 */
export async function resetTwoFactor(tx: Queryable, id: number) {
  await tx.write('DELETE FROM admin_recovery_codes WHERE admin_id = $1', [id]);
  await tx.write('DELETE FROM admin_passkeys WHERE admin_id = $1', [id]);
  return changeAccount(
    tx,
    id,
    `totp_secret = NULL, totp_pending_secret = NULL, totp_last_step = NULL,
     sessions_ended_at = now()`,
    [],
  );
}

/** Removes the account; its tokens end with it (the guard finds no admin). */
export async function deleteAccount(tx: Queryable, id: number): Promise<void> {
  await tx.write('DELETE FROM admins WHERE id = $1', [id]);
}
