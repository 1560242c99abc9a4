/** SQL for the admins table. */
import type { Queryable } from '../db/types';

/** As in the table's CHECK constraint. */
export type AdminRole = 'Admin' | 'Super Admin';

export interface AdminProfile {
  name: string;
  email: string;
  role: AdminRole;
}

export interface AdminCredentials {
  id: number;
  passwordHash: string;
}

export async function findCredentialsByEmail(
  db: Queryable,
  email: string,
): Promise<AdminCredentials | undefined> {
  const [row] = await db.query<AdminCredentials>(
    'SELECT id, password_hash AS "passwordHash" FROM admins WHERE lower(email) = lower($1)',
    [email],
  );
  return row;
}

export async function findProfileById(
  db: Queryable,
  id: number,
): Promise<AdminProfile | undefined> {
  const [row] = await db.query<AdminProfile>('SELECT name, email, role FROM admins WHERE id = $1', [
    id,
  ]);
  return row;
}

export async function insertAdmin(
  db: Queryable,
  admin: AdminProfile & { passwordHash: string },
): Promise<void> {
  await db.query('INSERT INTO admins (name, email, role, password_hash) VALUES ($1, $2, $3, $4)', [
    admin.name,
    admin.email,
    admin.role,
    admin.passwordHash,
  ]);
}

/**
 * Changes the name, and the password when a hash is given: the time of that change then ends
 * every token signed before it (findTokensValidFrom).
 */
export async function updateAdmin(
  db: Queryable,
  id: number,
  changes: { name: string; passwordHash?: string },
): Promise<void> {
  await db.query(
    `UPDATE admins
        SET name = $2, password_hash = COALESCE($3, password_hash), updated_at = now(),
            password_changed_at = CASE WHEN $3::text IS NULL THEN password_changed_at ELSE now() END
      WHERE id = $1`,
    [id, changes.name, changes.passwordHash ?? null],
  );
}

/**
 * For the admin guard: whether the admin still exists and, if their password was ever changed,
 * the second (Unix time) from which their tokens are valid; 0 when it never was.
 */
export async function findTokensValidFrom(db: Queryable, id: number): Promise<number | undefined> {
  const [row] = await db.query<{ from: number | string }>(
    `SELECT coalesce(floor(extract(epoch FROM password_changed_at)), 0)::int AS from
       FROM admins WHERE id = $1`,
    [id],
  );
  return row === undefined ? undefined : Number(row.from);
}
