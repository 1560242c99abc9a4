/**
 * SQL for the admins table: signing in, the start-up admin, and what the admin guard reads of a
 * token. The accounts as Admin Management manages them are in adminAccounts.ts; an admin's own
 * sign-ins, password and sessions in adminSessions.ts.
 */
import type { ReadCache } from '../cache/readCache';
import type { Queryable } from '../db/types';
import { TWO_FACTOR_REQUIRED_AT } from './twoFactor';
import type { Profile } from '../../../contract/auth';
import type { Role } from '../../../contract/roles';

/**
 * How long a one-time password lasts from the moment it is given, the account made or its
 * password reset (docs/api.md#admin-accounts): time to pass it on and sign in, not to keep it.
 */
export const ONE_TIME_PASSWORD_HOURS = 72;

/** SQL: whether the admin's password is a one-time one whose time is up. */
export const ONE_TIME_PASSWORD_ENDED = `(must_set_password AND
  one_time_password_given_at <= now() - make_interval(hours => ${ONE_TIME_PASSWORD_HOURS}))`;

/** SQL of a moment as microseconds since the epoch, as text (a bigint, which pg answers so). */
export const MICROSECONDS = (moment: string) =>
  `floor(extract(epoch FROM ${moment}) * 1000000)::text`;

export interface AdminCredentials {
  id: number;
  passwordHash: string;
  mustSetPassword: boolean;
  /** A one-time password past ONE_TIME_PASSWORD_HOURS: it signs in no longer. */
  oneTimePasswordEnded: boolean;
  /** Whether the sign-in asks for a code after the password (docs/api.md#two-factor-sign-in). */
  twoFactor: boolean;
  /** A Super Admin requires two-factor sign-in, which this account has not set up. */
  mustSetUpTwoFactor: boolean;
  /**
   * TokenStanding's `validFrom` as the password was read: the challenge of a code step carries
   * it, so that a password change or end of the sessions after it ends the challenge too.
   */
  validFrom: number;
}

/** SQL of the moment from which the admin's proofs hold (TokenStanding's `validFrom`), as text. */
export const VALID_FROM = `coalesce(${MICROSECONDS('greatest(password_changed_at, sessions_ended_at)')}, '0')`;

const CREDENTIALS_BY_EMAIL = `SELECT id, password_hash AS "passwordHash",
                                     must_set_password AS "mustSetPassword",
                                     ${ONE_TIME_PASSWORD_ENDED} AS "oneTimePasswordEnded",
                                     totp_secret IS NOT NULL AS "twoFactor",
                                     totp_secret IS NULL AND ${TWO_FACTOR_REQUIRED_AT} IS NOT NULL
                                       AS "mustSetUpTwoFactor",
                                     ${VALID_FROM} AS "validFrom"
                                FROM admins WHERE lower(email) = lower($1)`;

/**
 * The sign-in's: a disabled admin has none, so its sign-in fails as an unknown e-mail's does;
 * the start's `evenIfDisabled`, as a start may enable it again.
 */
export async function findCredentialsByEmail(
  db: Queryable,
  email: string,
  { evenIfDisabled = false } = {},
): Promise<AdminCredentials | undefined> {
  const enabled = evenIfDisabled ? '' : ' AND disabled_at IS NULL';
  const query = `${CREDENTIALS_BY_EMAIL}${enabled}`;
  const [row] = await db.query<Omit<AdminCredentials, 'validFrom'> & { validFrom: string }>(query, [
    email,
  ]);
  return row && { ...row, validFrom: Number(row.validFrom) };
}

/** The profile as the admins table keeps it: the shop's time zone is the server's setting. */
export async function findProfileById(
  db: Queryable,
  id: number,
): Promise<Omit<Profile, 'timeZone' | 'mustSetUpTwoFactor'> | undefined> {
  const [row] = await db.query<Omit<Profile, 'timeZone' | 'mustSetUpTwoFactor'>>(
    `SELECT id, name, email, role, must_set_password AS "mustSetPassword",
            totp_secret IS NOT NULL AS "twoFactor"
       FROM admins WHERE id = $1`,
    [id],
  );
  return row;
}

export async function insertAdmin(
  db: Queryable,
  admin: Pick<Profile, 'name' | 'email' | 'role'> & { passwordHash: string },
): Promise<void> {
  const { name, email, role, passwordHash } = admin;
  const sql = 'INSERT INTO admins (name, email, role, password_hash) VALUES ($1, $2, $3, $4)';
  await db.write(sql, [name, email, role, passwordHash]);
}

/**
 * Changes the name, and the password when a hash is given: the time of that change then ends
 * every token signed before it (tokenStanding), and a one-time password is one no longer.
 */
export async function updateAdmin(
  db: Queryable,
  id: number,
  changes: { name: string; passwordHash?: string },
): Promise<void> {
  await db.write(
    `UPDATE admins
        SET name = $2, password_hash = COALESCE($3, password_hash), updated_at = now(),
            password_changed_at = CASE WHEN $3::text IS NULL THEN password_changed_at ELSE now() END,
            must_set_password = must_set_password AND $3::text IS NULL
      WHERE id = $1`,
    [id, changes.name, changes.passwordHash ?? null],
  );
}

/**
 * Makes the admin of `email` the start-up one, a Super Admin (enabled, if a start had disabled
 * it), and disables every former start-up admin, ending their sessions. Returns the e-mails of
 * those it disabled.
 */
export async function makeStartupAdmin(db: Queryable, email: string): Promise<string[]> {
  await db.write(
    `UPDATE admins SET startup_admin = true, disabled_at = NULL, role = 'Super Admin'
      WHERE lower(email) = lower($1)`,
    [email],
  );
  const retired = await db.write<{ email: string }>(
    `UPDATE admins SET disabled_at = now(), sessions_ended_at = now(), updated_at = now()
      WHERE startup_admin AND disabled_at IS NULL AND lower(email) <> lower($1)
      RETURNING email`,
    [email],
  );
  return retired.map((admin) => admin.email);
}

/** What the admin guard needs to know of a token beyond its signature (tokenStanding). */
export interface TokenStanding {
  /**
   * The moment (microseconds since the epoch) from which the admin's tokens are valid: their last
   * password change or the end of all their sessions, whichever is later, or 0.
   */
  validFrom: number;
  /** Whether a logout has revoked this token. */
  revoked: boolean;
  /** What the admin may do (auth/permissions.ts), read in the same round trip. */
  role: Role;
  mustSetPassword: boolean;
  /** Whether the admin has two-factor sign-in on. */
  twoFactor: boolean;
  /**
   * Since when (microseconds since the epoch, the database's clock) every account must have it,
   * or null: a token signed since then, of an admin without it, may only set it up.
   */
  twoFactorRequiredFrom: number | null;
}

type StandingRow = Omit<TokenStanding, 'validFrom' | 'twoFactorRequiredFrom'> & {
  validFrom: string;
  twoFactorRequiredFrom: string | null;
};

const STANDING = `SELECT ${VALID_FROM} AS "validFrom",
                         EXISTS (SELECT 1 FROM revoked_tokens WHERE jti = $2) AS revoked,
                         role, must_set_password AS "mustSetPassword",
                         totp_secret IS NOT NULL AS "twoFactor",
                         ${MICROSECONDS(TWO_FACTOR_REQUIRED_AT)} AS "twoFactorRequiredFrom"
                    FROM admins WHERE id = $1 AND disabled_at IS NULL`;

/**
 * Undefined when the admin no longer exists or is disabled; otherwise since when their tokens
 * are valid, whether this one was revoked, and the admin's role and whether they must set their
 * password. For the admin guard, in one round trip on every request, kept until a write (`cache`);
 * read again inside a write's transaction with the admin's row locked (`lock`), never kept: a
 * change to the admin (a demotion, disabling) either waits for the write or is seen by it.
 */
export function tokenStanding(
  db: Queryable,
  keep: { cache: ReadCache } | { lock: true },
  adminId: number,
  jti: string,
): Promise<TokenStanding | undefined> {
  const read = async () => {
    const sql = 'cache' in keep ? STANDING : `${STANDING} FOR UPDATE`;
    const [row] = await db.query<StandingRow>(sql, [adminId, jti]);
    const requiredFrom = row?.twoFactorRequiredFrom;
    return (
      row && {
        ...row,
        validFrom: Number(row.validFrom),
        twoFactorRequiredFrom: requiredFrom == null ? null : Number(requiredFrom),
      }
    );
  };
  return 'cache' in keep
    ? keep.cache.untilWrite(`standing of token ${adminId} ${jti}`, read)
    : read();
}
