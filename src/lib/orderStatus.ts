import type { StatusTone } from '@/components/StatusChip';
import { isMissingStatus, MISSING_ORDER_STATUS, paymentStatusOf } from '../../contract/orderRules';

export { MISSING_ORDER_STATUS };

/**
 * Success or completed green, pending yellow, cancelled or failed red, else grey
 * (docs/requirements.md#4-states-and-transitions).
 */
const ORDER_TONES: Readonly<Record<string, StatusTone>> = {
  success: 'green',
  completed: 'green',
  pending: 'yellow',
  cancelled: 'red',
  failed: 'red',
};

/** Payment statuses colour the same way, except that cancelled is not red. */
const { cancelled: _cancelled, ...PAYMENT_TONES } = ORDER_TONES;

/** What an absent status is called, and why it is absent. */
export const UNKNOWN_STATUS = {
  label: 'Unknown',
  hint: 'The shop sent no status for this order',
} as const;

/** The statuses the shop writes. */
export const WRITTEN_ORDER_STATUSES = [
  'completed',
  'success',
  'pending',
  'processing',
  'cancelled',
  'failed',
  'refunded',
] as const;

/**
 * The statuses Order Management's filter offers: those the shop writes, and the orders it sent
 * without one, named and explained as their badge is (the filter's chip shows the hint).
 */
export const ORDER_STATUS_CHOICES: readonly { value: string; label: string; hint?: string }[] = [
  ...WRITTEN_ORDER_STATUSES.map((status) => ({ value: status, label: status })),
  { value: MISSING_ORDER_STATUS, ...UNKNOWN_STATUS },
];

/** Whether an order has `status` as the status filter matches it: whole, ignoring case. */
export function hasOrderStatus(orderStatus: string | undefined, status: string): boolean {
  const wanted = status.toLowerCase();
  if (wanted === MISSING_ORDER_STATUS) return isMissingStatus(orderStatus);
  return orderStatus?.toLowerCase() === wanted;
}

export interface StatusBadge {
  label: string;
  tone: StatusTone;
  /** Why the badge says what it says, when that is not plain. */
  hint?: string;
}

function badge(
  status: string | undefined,
  tones: Readonly<Record<string, StatusTone>>,
): StatusBadge {
  if (status === undefined || isMissingStatus(status)) return { ...UNKNOWN_STATUS, tone: 'grey' };
  const value = status.trim();
  return { label: value, tone: tones[value.toLowerCase()] ?? 'grey' };
}

export const orderStatusBadge = (status: string | undefined) => badge(status, ORDER_TONES);

/** An absent payment status falls back to the order's status (docs/requirements.md#4-states-and-transitions). */
export const paymentStatusBadge = (
  paymentStatus: string | undefined,
  orderStatus: string | undefined,
) => badge(paymentStatusOf({ status: orderStatus, payment_status: paymentStatus }), PAYMENT_TONES);
