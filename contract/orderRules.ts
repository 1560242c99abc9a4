/**
 * Rules about orders that the server and the web app both apply, plain data with no schema, so
 * that the web app imports the very values the server reads: which orders are paid (invoices,
 * the shop's revenue, a customer's spending: docs/api.md#paid-orders) and how many of a
 * customer's newest orders their summary lists (docs/api.md#a-customers-orders), and the status
 * filter's value for orders without a status.
 *
 * The database holds the same paid rule as `order_paid` (migration 023_one_paid_rule.sql); one
 * table of cases (src/testing/paidOrderCases.ts) runs against both.
 */

/** The statuses of a paid order, lower-cased (any case counts). */
export const PAID_STATUSES = ['completed', 'success'] as const;

/** Statuses that undo a payment, lower-cased: an order with one, as either status, is unpaid. */
export const UNDONE_STATUSES = ['refunded', 'cancelled'] as const;

/** The rule in words, for the API's descriptions. */
export const PAID_ORDER_RULE =
  'an order is paid when its payment status, or without one its status, is completed or ' +
  'success (any case) and neither is refunded or cancelled';

/** An order's two statuses, named as an order has them (contract/shop.ts): absent when not sent. */
export interface OrderStatuses {
  status?: string;
  payment_status?: string;
}

/**
 * Whether a status is missing: not sent, or blank, blank being what String.prototype.trim takes
 * away whole. The database holds the same rule as `order_status_missing` (migration
 * 030_one_missing_status_rule.sql); one table of cases (src/testing/missingStatusCases.ts) runs
 * against both.
 */
export const isMissingStatus = (status: string | undefined) => !status?.trim();

/**
 * The payment status where the shop sent one, else the order's status: what Order Management
 * shows as the payment status.
 */
export const paymentStatusOf = ({ status, payment_status }: OrderStatuses) =>
  isMissingStatus(payment_status) ? status : payment_status;

/** Whether `status` is one of `statuses`, matched whole, ignoring case. */
const isOneOf = (statuses: readonly string[], status: string | undefined) =>
  status !== undefined && statuses.includes(status.toLowerCase());

/**
 * Whether an order is paid: its payment status (else its status) is completed or success, and
 * neither status says it was refunded or cancelled.
 */
export const isPaidOrder = (order: OrderStatuses) =>
  isOneOf(PAID_STATUSES, paymentStatusOf(order)) &&
  !isOneOf(UNDONE_STATUSES, order.status) &&
  !isOneOf(UNDONE_STATUSES, order.payment_status);

/** How many of a customer's newest orders their summary lists. */
export const LAST_ORDERS = 5;

/**
 * The status filter's value for the orders the shop sent without a status (isMissingStatus),
 * which the screens show as 'Unknown'; any other value matches a status whole, ignoring case.
 */
export const MISSING_ORDER_STATUS = 'missing';
