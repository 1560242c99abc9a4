import type { StatusTone } from '@/components/StatusChip';

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
const PAYMENT_TONES: Readonly<Record<string, StatusTone>> = {
  success: 'green',
  completed: 'green',
  pending: 'yellow',
  failed: 'red',
};

/** The statuses the shop writes, which Order Management's filter offers (the server's mode). */
export const ORDER_STATUS_CHOICES = [
  'completed',
  'success',
  'pending',
  'processing',
  'cancelled',
  'failed',
  'refunded',
] as const;

export interface StatusBadge {
  label: string;
  tone: StatusTone;
}

function badge(
  status: string | undefined,
  tones: Readonly<Record<string, StatusTone>>,
): StatusBadge {
  const value = status?.trim();
  if (!value) return { label: 'Unknown', tone: 'grey' };
  return { label: value, tone: tones[value.toLowerCase()] ?? 'grey' };
}

export const orderStatusBadge = (status: string | undefined) => badge(status, ORDER_TONES);

/** An absent payment status falls back to the order's status (docs/requirements.md#4-states-and-transitions). */
export const paymentStatusBadge = (
  paymentStatus: string | undefined,
  orderStatus: string | undefined,
) => badge(paymentStatus?.trim() ? paymentStatus : orderStatus, PAYMENT_TONES);
