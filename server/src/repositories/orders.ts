/** SQL for orders: the shop's orders, read-only over the API. */
import { batchInserter } from '../db/batches';
import type { Queryable } from '../db/types';
import { isMissingStatus, MISSING_ORDER_STATUS } from '../../../contract/orderRules';
import { CSV_HEADINGS } from '../../../contract/csv';
import type { OrderSort } from '../../../contract/shopLists';
import { exportColumns } from './shopExports';
import { whereOf, type TablePages } from './pages/pageSql';
import {
  CREATED,
  CREATED_BETWEEN,
  isoDate,
  newestFirstJson,
  type CreatedBetween,
} from './shopTables';

/**
 * An order as the shop hands it over, keys as in the table. Optional fields are left out
 * rather than null; exactly one of customer_id and user_id names the buyer.
 */
export interface OrderRecord {
  id: string;
  airlo_order_id: string;
  customer_id?: string;
  user_id?: string;
  product_name: string;
  coverage: string;
  /** A number, or a numeric string such as "1499.00": kept and answered as sent. */
  amount: number | string;
  plan_type?: string;
  status?: string;
  payment_status?: string;
  transaction_id?: string;
  payment_method?: string;
  imei_number?: string;
  model_number?: string;
  additional_info?: string;
  /** ISO 8601. */
  created_at: string;
  updated_at: string;
}

export const insertOrders = batchInserter<OrderRecord>(
  `INSERT INTO orders (id, airlo_order_id, customer_id, user_id, product_name, coverage, amount,
                         plan_type, status, payment_status, transaction_id, payment_method,
                         imei_number, model_number, additional_info, created_at, updated_at)
     SELECT * FROM json_to_recordset($1::json) AS r(
       id text, airlo_order_id text, customer_id text, user_id text, product_name text,
       coverage text, amount jsonb, plan_type text, status text, payment_status text,
       transaction_id text, payment_method text, imei_number text, model_number text,
       additional_info text, created_at timestamptz, updated_at timestamptz)`,
);

/** An order's keys in the answers, as json_build_object's arguments. */
export const ORDER_FIELDS = `'id', id, 'airlo_order_id', airlo_order_id, 'customer_id', customer_id,
     'userId', user_id, 'product_name', product_name, 'coverage', coverage, 'amount', amount,
     'plan_type', plan_type, 'status', status, 'payment_status', payment_status,
     'transaction_id', transaction_id, 'payment_method', payment_method,
     'imei_number', imei_number, 'model_number', model_number, 'additional_info', additional_info,
     'createdAt', ${isoDate('created_at')}, 'updatedAt', ${isoDate('updated_at')}`;

/**
 * Every order as the JSON array the client reads, newest first. Absent optional fields are left
 * out (not null), which keeps a 100,000-order answer smaller; the buyer is `customer_id` or
 * `userId`, whichever the shop used; dates are ISO 8601.
 */
export const ordersJson = (db: Queryable) => newestFirstJson(db, 'orders', ORDER_FIELDS);

/** The paged list's order: the order's fields and its buyer's name and email, when known. */
const PAGED_ORDER_FIELDS = `${ORDER_FIELDS}, 'userName', user_name, 'userEmail', user_email`;

/** SQL of an order's amount as a number: the shop sends a number or a numeric string. */
export const AMOUNT = "(amount #>> '{}')::numeric";

export interface OrderFilters extends CreatedBetween {
  /** Matched whole, ignoring case; MISSING_ORDER_STATUS: a missing one (order_status_missing). */
  status?: string;
  /** The buyer's user id, matched whole: customer_id or user_id, whichever the order has. */
  userId?: string;
}

/** SQL of an order's buyer: the shop names it in one column or the other (migration 002). */
export const ORDER_BUYER = 'coalesce(customer_id, user_id)';

const isMissing = (status: string) => status.toLowerCase() === MISSING_ORDER_STATUS;

/**
 * SQL: whether the order's status is missing, none or blank (migration 030), the rule
 * isMissingStatus is in the web app; its newest first have an index of their own.
 */
const STATUS_MISSING = 'order_status_missing(status)';

/**
 * The status condition on order_daily_stats, whose status is order_status_key's: lower-cased,
 * '' for a missing one. Undefined for a blank value asked for whole, which the rollup does not
 * keep apart: its orders are counted from the table.
 */
function countedStatus(status: string | undefined, param: (value: unknown) => string) {
  if (status === undefined) return '';
  if (isMissing(status)) return "status = ''";
  return isMissingStatus(status) ? undefined : `status = lower(${param(status)})`;
}

export const ORDER_TABLE: TablePages<OrderSort, OrderFilters> = {
  table: 'orders',
  fields: PAGED_ORDER_FIELDS,
  sorts: {
    createdAt: 'created_at',
    // Ignoring case, as the other text sorts (migration 032): the shop's ids mix cases.
    orderId: 'lower(id)',
    userName: 'lower(user_name)',
    email: 'lower(user_email)',
    productName: 'lower(product_name)',
    amount: AMOUNT,
    status: 'lower(status)',
  },
  filters: {
    status: (status, param) =>
      isMissing(status) ? STATUS_MISSING : `lower(status) = lower(${param(status)})`,
    // Read from the buyer's index (migration 020), newest first in its own order.
    userId: (userId, param) => `${ORDER_BUYER} = ${param(userId)}`,
    ...CREATED_BETWEEN,
  },
  // order_daily_stats (migrations 008, 026) counts orders per shop's day and lower-cased status,
  // which are what the status, from and to filters match (the same shop_day_start): a buyer's
  // orders are counted from the table.
  summaryCount: ({ status, userId, from, to }, param) => {
    const statusCondition = countedStatus(status, param);
    if (userId !== undefined || statusCondition === undefined) return undefined;
    const conditions = [
      statusCondition,
      from === undefined ? '' : `day >= ${param(from)}::date`,
      to === undefined ? '' : `day <= ${param(to)}::date`,
    ].filter(Boolean);
    return `SELECT coalesce(sum(orders), 0)::int AS n FROM order_daily_stats ${whereOf(conditions)}`;
  },
};

/** The CSV export's columns: Order Management's, the product's coverage in its own column. */
export const ORDER_EXPORT_COLUMNS = exportColumns(CSV_HEADINGS.orders, [
  'id',
  'user_name',
  'user_email',
  'product_name',
  'coverage',
  AMOUNT,
  'status',
  CREATED,
]);

/** One order as the paged list answers it; undefined when there is none. */
export async function findOrder(db: Queryable, id: string): Promise<unknown> {
  const [found] = await db.query<{ order: unknown }>(
    `SELECT json_strip_nulls(json_build_object(${PAGED_ORDER_FIELDS})) AS order
       FROM orders WHERE id = $1`,
    [id],
  );
  return found?.order;
}

/**
 * The statuses the orders have, lower-cased. Read from the status index one value at a time (a
 * loose index scan), not by reading a million rows for a handful of values.
 */
export async function orderStatuses(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ status: string }>(
    `WITH RECURSIVE found(status) AS (
       (SELECT lower(status) FROM orders WHERE status IS NOT NULL ORDER BY lower(status) LIMIT 1)
       UNION ALL
       SELECT (SELECT lower(status) FROM orders WHERE lower(status) > found.status
                ORDER BY lower(status) LIMIT 1)
         FROM found WHERE found.status IS NOT NULL
     )
     SELECT status FROM found WHERE status IS NOT NULL`,
  );
  return rows.map(({ status }) => status);
}
