/**
 * What the SQL of the shop's read-only tables (users, orders) shares: both are filled only when
 * empty, and both are answered whole, as one JSON array the database builds.
 */
import type { Queryable } from '../db/types';

export type ShopTable = 'users' | 'orders';

/** The tables pageSql.ts pages: each has `id`, `created_at` and a lower-cased `search` column. */
export type PagedTable =
  ShopTable | 'admins' | 'categories' | 'products' | 'blogs' | 'wallet_payments' | 'invoices';

/** Whether the table holds any row: the demo seed fills only an empty one. */
export async function hasRows(db: Queryable, table: ShopTable): Promise<boolean> {
  const [row] = await db.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM ${table}) AS found`,
  );
  return row?.found ?? false;
}

/**
 * Every row as the JSON array the client reads, newest first, built by the database in one
 * piece. `fields` are json_build_object's arguments ('key', column, ...); a field that is null
 * is left out rather than answered as null.
 */
export async function newestFirstJson(db: Queryable, table: ShopTable, fields: string) {
  const [row] = await db.query<{ json: string }>(
    `SELECT coalesce(json_agg(json_strip_nulls(json_build_object(${fields}))
                     ORDER BY created_at DESC, id DESC), '[]')::text AS json
       FROM ${table}`,
  );
  return row?.json ?? '[]';
}

/** SQL of a timestamp column as ISO 8601 in UTC to the millisecond, as JavaScript writes it. */
export const isoDate = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** SQL of a row's creation time, as isoDate writes it. */
export const CREATED = isoDate('created_at');

/**
 * SQL of the moment a day of the shop begins, its midnight in the shop's time zone (migration
 * 026, docs/api.md#days); `day` is the SQL of a 'YYYY-MM-DD' text.
 */
export const shopDayStart = (day: string) => `shop_day_start(${day}::date)`;

/** SQL of the moment the day after `day` begins: a shop's day may last 23 or 25 hours. */
export const shopDayEnd = (day: string) => `shop_day_start(${day}::date + 1)`;

/** A list's range of creation days (docs/api.md#days): the shop's, both days included. */
export interface CreatedBetween {
  from?: string;
  to?: string;
}

/** A filter's condition that its column holds the value given (TablePages' filters). */
export const equals = (column: string) => (value: unknown, param: (value: unknown) => string) =>
  `${column} = ${param(value)}`;

/** The conditions of CreatedBetween, for a table with `created_at` (TablePages' filters). */
export const CREATED_BETWEEN = {
  from: (day: string, param: (value: unknown) => string) =>
    `created_at >= ${shopDayStart(param(day))}`,
  to: (day: string, param: (value: unknown) => string) => `created_at < ${shopDayEnd(param(day))}`,
} as const;
