/**
 * SQL for an admin's own sessions and account: a sign-in, the admin's own password (whose change
 * ends every token signed before it), the end of all their sessions, each answering its moment by
 * the database's clock, in microseconds, for the token it goes with (auth/tokens.ts); and the
 * trail's entry of a change to their own account.
 */
import type { Queryable } from '../db/types';
import { recordActivity, type ActivityRecord } from './activity';
import { MICROSECONDS, ONE_TIME_PASSWORD_ENDED, VALID_FROM } from './admins';

/**
 * The admin's password as kept: its hash, whether it is a one-time one whose time is up, and
 * since when the admin's proofs hold (admins.ts's TokenStanding).
 */
export interface PasswordOnFile {
  hash: string;
  oneTimePasswordEnded: boolean;
  validFrom: number;
}

/** The admin's password; `lock` it in a transaction that changes it. */
export async function findPassword(
  db: Queryable,
  id: number,
  { lock = false } = {},
): Promise<PasswordOnFile | undefined> {
  const [row] = await db.query<Omit<PasswordOnFile, 'validFrom'> & { validFrom: string }>(
    `SELECT password_hash AS hash, ${ONE_TIME_PASSWORD_ENDED} AS "oneTimePasswordEnded",
            ${VALID_FROM} AS "validFrom"
       FROM admins WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [id],
  );
  return row && { ...row, validFrom: Number(row.validFrom) };
}

/** A change to the admin's own sessions: its moment in microseconds, and the admin's email. */
export interface SessionsChange {
  at: number;
  email: string;
}

/** Changes the admin by `set` (whose values are $2 on) at the database's now: its moment, its email. */
async function changeSessions(db: Queryable, id: number, set: string, values: unknown[] = []) {
  const [row] = await db.write<{ at: string; email: string }>(
    `UPDATE admins SET ${set} WHERE id = $1 RETURNING ${MICROSECONDS('now()')} AS at, email`,
    [id, ...values],
  );
  return { at: Number(row?.at), email: row?.email ?? '' };
}

/**
 * Records a sign-in and its activity entry (the admin's email and name as they are now, as
 * repositories/activity.ts writes each entry) in one statement: one trip to the database, all or
 * nothing as a transaction would be. Answers its moment, in microseconds, for the token
 * (tokens.ts).
 */
export async function recordSignIn(db: Queryable, id: number): Promise<number> {
  const [row] = await db.write<{ at: string }>(
    `WITH signed_in AS (
       UPDATE admins SET last_sign_in_at = now() WHERE id = $1
       RETURNING id, email, name, ${MICROSECONDS('now()')} AS at
     ), entry AS (
       INSERT INTO activity (admin_id, admin_email, admin_name, action, entity)
       SELECT id, email, name, 'sign-in', 'session' FROM signed_in
     )
     SELECT at FROM signed_in`,
    [id],
  );
  return Number(row?.at);
}

/**
 * The admin's own password, set by themself: the one-time one is then gone, and every token
 * signed before now ends.
 */
export const setOwnPassword = (db: Queryable, id: number, hash: string): Promise<SessionsChange> =>
  changeSessions(
    db,
    id,
    `password_hash = $2, must_set_password = false, password_changed_at = now(),
     version = version + CASE WHEN must_set_password THEN 1 ELSE 0 END, updated_at = now()`,
    [hash],
  );

/** Ends every token of the admin signed before now. */
export const endSessions = (db: Queryable, id: number): Promise<SessionsChange> =>
  changeSessions(db, id, 'sessions_ended_at = now()');

/** Writes the entry of a change the admin made to their own account. */
export const recordOwnChange = (
  tx: Queryable,
  entry: Omit<ActivityRecord, 'entity' | 'entityId'>,
) => recordActivity(tx, { ...entry, entity: 'admin', entityId: entry.adminId });
