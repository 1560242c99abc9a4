/**
 * Rules about orders that the server and the web app both apply, plain data with no schema, so
 * that the web app imports the very values the server reads: which orders are paid (the shop's
 * revenue, a customer's spending: docs/api.md#shop-numbers) and how many of a customer's newest
 * orders their summary lists (docs/api.md#a-customers-orders), and the status filter's value for
 * orders without a status.
 */

/** The statuses of a paid order, lower-cased (any case counts): revenue sums their amounts. */
export const PAID_STATUSES = ['completed', 'success'] as const;

/** Whether an order with this status is paid. */
export const isPaidStatus = (status: string | undefined | null) =>
  PAID_STATUSES.some((paid) => paid === status?.toLowerCase());

/** How many of a customer's newest orders their summary lists. */
export const LAST_ORDERS = 5;

/**
 * The status filter's value for the orders the shop sent without a status (absent or blank),
 * which the screens show as 'Unknown'; any other value matches a status whole, ignoring case.
 */
export const MISSING_ORDER_STATUS = 'missing';
