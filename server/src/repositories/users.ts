/** SQL for users: the shop's customers, read-only over the API. */
import { batchInserter } from '../db/batches';
import type { Queryable } from '../db/types';
import { CSV_HEADINGS } from '../../../contract/csv';
import type { UserSort } from '../../../contract/shopLists';
import { exportColumns } from './shopExports';
import type { TablePages } from './pages/pageSql';
import {
  CREATED,
  CREATED_BETWEEN,
  equals,
  newestFirstJson,
  type CreatedBetween,
} from './shopTables';

/** A user as the shop hands it over, with snake_case keys as in the table. */
export interface UserRecord {
  id: string;
  full_name: string;
  email: string;
  is_admin: boolean;
  /** Left out for the users the shop never gave one. */
  role?: string;
  /** ISO 8601, to the microsecond. */
  created_at: string;
}

/** Every user's id and creation time, oldest first. */
export async function listUserIds(db: Queryable): Promise<Array<{ id: string; createdAt: Date }>> {
  return db.query('SELECT id, created_at AS "createdAt" FROM users ORDER BY created_at, id');
}

export const insertUsers = batchInserter<UserRecord>(
  `INSERT INTO users (id, full_name, email, is_admin, role, created_at)
     SELECT id, full_name, email, is_admin, role, created_at
       FROM json_to_recordset($1::json)
         AS r(id text, full_name text, email text, is_admin boolean, role text, created_at timestamptz)`,
);

/**
 * A user's keys in the answers, as json_build_object's arguments:
 * `{ id, fullName, email, isAdmin, role?, createdAt: { seconds, nanoseconds } }`, the
 * creation time in the shape of a Firestore timestamp as the shop's own API sends it.
 */
export const USER_FIELDS = `'id', id, 'fullName', full_name, 'email', email, 'isAdmin', is_admin,
     'role', role, 'createdAt', json_build_object(
       'seconds', floor(extract(epoch FROM created_at))::bigint,
       'nanoseconds', (extract(microseconds FROM created_at)::bigint % 1000000) * 1000
     )`;

/** Every user as the JSON array the client reads, newest first. */
export const usersJson = (db: Queryable) => newestFirstJson(db, 'users', USER_FIELDS);

export interface UserFilters extends CreatedBetween {
  isAdmin?: boolean;
}

export const USER_TABLE: TablePages<UserSort, UserFilters> = {
  table: 'users',
  fields: USER_FIELDS,
  sorts: {
    createdAt: 'created_at',
    fullName: 'lower(full_name)',
    email: 'lower(email)',
    role: 'lower(role)',
    isAdmin: 'is_admin',
  },
  filters: { isAdmin: equals('is_admin'), ...CREATED_BETWEEN },
};

/** The CSV export's columns: User Management's, with each user's id and role. */
export const USER_EXPORT_COLUMNS = exportColumns(CSV_HEADINGS.users, [
  'id',
  'full_name',
  'email',
  "CASE WHEN is_admin THEN 'Yes' ELSE 'No' END",
  'role',
  CREATED,
]);
