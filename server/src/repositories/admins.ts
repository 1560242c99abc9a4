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

/** Changes the name, and the password when a hash is given. */
export async function updateAdmin(
  db: Queryable,
  id: number,
  changes: { name: string; passwordHash?: string },
): Promise<void> {
  await db.query(
    `UPDATE admins
        SET name = $2, password_hash = COALESCE($3, password_hash), updated_at = now()
      WHERE id = $1`,
    [id, changes.name, changes.passwordHash ?? null],
  );
}
