/**
 * A customer's orders in brief (docs/api.md#a-customers-orders): how many, what the paid ones
 * came to (docs/api.md#paid-orders: order_paid, migration 023), and the newest few, read in one
 * query from the buyer's index (migration 020).
 */
import type { Queryable } from '../db/types';
import type { OrdersSummary } from '../../../contract/shop';
import { LAST_ORDERS } from '../../../contract/orderRules';
import { AMOUNT, ORDER_BUYER, ORDER_FIELDS } from './orders';
import { USER_FIELDS } from './users';

/**
 * $1: the user's id. The amounts are summed as the dashboard's revenue is (repositories/stats.ts):
 * numbers, whether the shop sent them as numbers or as text, rounded to the paisa once
 * (rupee_total, migration 033), so the same paid orders give the same figure in both.
 */
const SUMMARY_SQL = `
  SELECT json_build_object(
    'user', json_strip_nulls(json_build_object(${USER_FIELDS})),
    'orderCount', (SELECT count(*)::int FROM orders WHERE ${ORDER_BUYER} = $1),
    'totalSpent', (SELECT rupee_total(sum(${AMOUNT})) FROM orders
                    WHERE ${ORDER_BUYER} = $1 AND order_paid(payment_status, status)),
    'lastOrders', (SELECT coalesce(json_agg(json_strip_nulls(json_build_object(${ORDER_FIELDS}))
                                            ORDER BY created_at DESC, id DESC), '[]')
                     FROM (SELECT * FROM orders WHERE ${ORDER_BUYER} = $1
                            ORDER BY created_at DESC, id DESC LIMIT ${LAST_ORDERS}) AS newest)
  ) AS summary
  FROM users WHERE id = $1`;

/** The summary of the user's orders; undefined when the shop has no such user. */
export async function ordersSummary(db: Queryable, userId: string) {
  const [row] = await db.query<{ summary: OrdersSummary }>(SUMMARY_SQL, [userId]);
  return row?.summary;
}
