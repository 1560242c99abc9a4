/**
 * SQL for an admin's own sessions: a sign-in, the admin's own password (whose change ends every
 * token signed before it) and the end of all their sessions. Each answers its moment by the
 * database's clock, in microseconds, for the token it goes with (auth/tokens.ts).
 */
import type { Queryable } from '../db/types';
import { MICROSECONDS, ONE_TIME_PASSWORD_ENDED } from './admins';

/** The admin's password as kept: its hash, and whether it is a one-time one whose time is up. */
export interface PasswordOnFile {
  hash: string;
  oneTimePasswordEnded: boolean;
}

/** The admin's password; `lock` it in a transaction that changes it. */
export async function findPassword(
  db: Queryable,
  id: number,
  { lock = false } = {},
): Promise<PasswordOnFile | undefined> {
  const [row] = await db.query<PasswordOnFile>(
    `SELECT password_hash AS hash, ${ONE_TIME_PASSWORD_ENDED} AS "oneTimePasswordEnded"
       FROM admins WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [id],
  );
  return row;
}

/** A change to the admin's own sessions: its moment in microseconds, and the admin's email. */
export interface SessionsChange {
  at: number;
  email: string;
}

const sessionsChange = (row: { at: string; email: string } | undefined): SessionsChange => ({
  at: Number(row?.at),
  email: row?.email ?? '',
});

/** Records a sign-in; answers its moment, in microseconds, for the token (tokens.ts). */
export async function recordSignIn(db: Queryable, id: number): Promise<number> {
  const [row] = await db.write<{ at: string }>(
    `UPDATE admins SET last_sign_in_at = now() WHERE id = $1 RETURNING ${MICROSECONDS('now()')} AS at`,
    [id],
  );
  return Number(row?.at);
}

/**
 * The admin's own password, set by themself: the one-time one is then gone, and every token
 * signed before now ends.
 */
export async function setOwnPassword(
  db: Queryable,
  id: number,
  hash: string,
): Promise<SessionsChange> {
  const [row] = await db.write<{ at: string; email: string }>(
    `UPDATE admins
        SET password_hash = $2, must_set_password = false, password_changed_at = now(),
            version = version + CASE WHEN must_set_password THEN 1 ELSE 0 END, updated_at = now()
      WHERE id = $1
      RETURNING ${MICROSECONDS('now()')} AS at, email`,
    [id, hash],
  );
  return sessionsChange(row);
}

/** Ends every token of the admin signed before now. */
export async function endSessions(db: Queryable, id: number): Promise<SessionsChange> {
  const [row] = await db.write<{ at: string; email: string }>(
    `UPDATE admins SET sessions_ended_at = now() WHERE id = $1
      RETURNING ${MICROSECONDS('now()')} AS at, email`,
    [id],
  );
  return sessionsChange(row);
}
