/** SQL of an account's two-factor sign-in (migration 027, docs/api.md#two-factor-sign-in). */
import type { Queryable } from '../db/types';
import { changeAccount } from './adminAccounts';

export interface TwoFactorRow {
  email: string;
  mustSetPassword: boolean;
  /** The secret of the codes the sign-in asks for; null while two-factor sign-in is off. */
  secret: string | null;
  /** The secret being set up, until a code of it turns two-factor sign-in on. */
  pendingSecret: string | null;
}

/** The account's two-factor sign-in; `lock` it in a transaction that changes it. */
export async function findTwoFactor(
  db: Queryable,
  id: number,
  { lock = false } = {},
): Promise<TwoFactorRow | undefined> {
  const [row] = await db.query<TwoFactorRow>(
    `SELECT email, must_set_password AS "mustSetPassword", totp_secret AS secret,
            totp_pending_secret AS "pendingSecret"
       FROM admins WHERE id = $1 AND disabled_at IS NULL ${lock ? 'FOR UPDATE' : ''}`,
    [id],
  );
  return row;
}

/** Keeps `secret` as the one being set up, in place of any before it. */
export async function startTwoFactor(db: Queryable, id: number, secret: string): Promise<void> {
  await db.write('UPDATE admins SET totp_pending_secret = $2 WHERE id = $1', [id, secret]);
}

/**
 * Turns two-factor sign-in on with `secret`, the one being set up as read under the lock
 * (findTwoFactor), its code of `step` used, and the recovery codes of `codeHashes` in place of
 * any before them. The secret is the caller's, not whatever is pending at the write, so that
 * the secret switched on is the one the code was checked against.
 */
export async function turnOnTwoFactor(
  db: Queryable,
  id: number,
  { secret, step }: { secret: string; step: number },
  codeHashes: readonly string[],
): Promise<void> {
  // changeAccount: the answer's `twoFactor` changes, so the version moves on.
  await changeAccount(db, id, 'totp_secret = $2, totp_pending_secret = NULL, totp_last_step = $3', [
    secret,
    step,
  ]);
  await db.write('DELETE FROM admin_recovery_codes WHERE admin_id = $1', [id]);
  await db.write(
    `INSERT INTO admin_recovery_codes (admin_id, code_hash)
     SELECT $1, unnest($2::text[])`,
    [id, [...codeHashes]],
  );
}

/** Turns it off: the secret, the one being set up and the recovery codes go; the version moves on. */
export async function turnOffTwoFactor(db: Queryable, id: number): Promise<void> {
  await db.write('DELETE FROM admin_recovery_codes WHERE admin_id = $1', [id]);
  await changeAccount(
    db,
    id,
    'totp_secret = NULL, totp_pending_secret = NULL, totp_last_step = NULL',
    [],
  );
}

/** Takes the code of `step`: false when a code of that step or a later one was taken already. */
export async function takeCodeStep(db: Queryable, id: number, step: number): Promise<boolean> {
  const taken = await db.write(
    `UPDATE admins SET totp_last_step = $2
      WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id`,
    [id, step],
  );
  return taken.length > 0;
}

/** Takes a recovery code by its hash: false when the account has no such code unused. */
export async function takeRecoveryCode(db: Queryable, id: number, hash: string): Promise<boolean> {
  const taken = await db.write(
    `UPDATE admin_recovery_codes SET used_at = now()
      WHERE admin_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING admin_id`,
    [id, hash],
  );
  return taken.length > 0;
}

/** Since when a Super Admin requires two-factor sign-in of every account; null when not. */
export const TWO_FACTOR_REQUIRED_AT = '(SELECT two_factor_required_at FROM security_settings)';

export async function isTwoFactorRequired(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ required: boolean }>(
    `SELECT ${TWO_FACTOR_REQUIRED_AT} IS NOT NULL AS required`,
  );
  return row?.required === true;
}

/** Requires it from now, or keeps the moment it was required since; or requires it no longer. */
export async function requireTwoFactor(db: Queryable, required: boolean): Promise<void> {
  await db.write(
    `INSERT INTO security_settings AS kept (one, two_factor_required_at)
     VALUES (true, CASE WHEN $1 THEN now() END)
     ON CONFLICT (one) DO UPDATE SET two_factor_required_at =
       CASE WHEN $1 THEN coalesce(kept.two_factor_required_at, now()) END`,
    [required],
  );
}
