/**
 * Rules about orders that the server and the web app both apply, plain data with no schema, so
 * that the web app imports the very values the server reads: which orders are paid (invoices,
 * the shop's revenue, a customer's spending: docs/api.md#paid-orders), what their amounts come to
 * in rupees, how many of a customer's newest orders their summary lists
 * (docs/api.md#a-customers-orders), and the status filter's value for orders without a status.
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

/** A decimal as its digits and how many of them follow the point: 1.005 is [1005n, 3]. */
type Decimal = readonly [digits: bigint, places: number];

const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * An amount as the exact decimal the shop sent, read from its text (a number's shortest form,
 * which is the JSON the database keeps), not from a binary fraction; undefined when unreadable.
 */
function decimalOf(amount: number | string | null | undefined): Decimal | undefined {
  const value = Number(amount);
  if (amount === null || amount === undefined || !Number.isFinite(value)) return undefined;
  const match = DECIMAL_TEXT.exec(typeof amount === 'number' ? String(amount) : amount.trim());
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match ?? [];
  // A text Number reads otherwise ('0x10'), read as the number it is.
  if (whole + fraction === '') return decimalOf(value);
  const places = fraction.length - Number(exponent);
  const digits = BigInt(`${sign}${whole}${fraction}`);
  return places < 0 ? [digits * 10n ** BigInt(-places), 0] : [digits, places];
}

const scaled = ([digits, places]: Decimal, to: number) => digits * 10n ** BigInt(to - places);

/**
 * The rupees the amounts come to, as the database sums them (rupee_total, migration 033): added
 * exactly, then rounded to the paisa, half away from zero; an unreadable amount counts as none.
 * Added as binary fractions, 0.1 and 0.2 made 0.30000000000000004.
 */
export function rupeeTotal(amounts: Iterable<number | string | null | undefined>): number {
  let total: Decimal = [0n, 2];
  for (const amount of amounts) {
    const decimal = decimalOf(amount);
    if (!decimal) continue;
    const places = Math.max(total[1], decimal[1]);
    total = [scaled(total, places) + scaled(decimal, places), places];
  }
  const [digits, places] = total;
  const unit = 10n ** BigInt(places - 2);
  const rest = digits % unit;
  const away = (rest < 0n ? -rest : rest) * 2n >= unit;
  const paise = digits / unit + (away ? (digits < 0n ? -1n : 1n) : 0n);
  return Number(paise) / 100;
}

/** How many of a customer's newest orders their summary lists. */
export const LAST_ORDERS = 5;

/**
 * The status filter's value for the orders the shop sent without a status (isMissingStatus),
 * which the screens show as 'Unknown'; any other value matches a status whole, ignoring case.
 */
export const MISSING_ORDER_STATUS = 'missing';
