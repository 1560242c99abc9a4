import type { StatusTone } from '@/components/StatusChip';

/** Spec §4: success or completed green, pending yellow, cancelled or failed red, else grey. */
const ORDER_TONES: Readonly<Record<string, StatusTone>> = {
  success: 'green',
  completed: 'green',
  pending: 'yellow',
  cancelled: 'red',
  failed: 'red',
};

/** Spec §4: payment statuses colour the same way, except that cancelled is not red. */
const PAYMENT_TONES: Readonly<Record<string, StatusTone>> = {
  success: 'green',
  completed: 'green',
  pending: 'yellow',
  failed: 'red',
};

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

/** An absent payment status falls back to the order's status (spec §4). */
export const paymentStatusBadge = (
  paymentStatus: string | undefined,
  orderStatus: string | undefined,
) => badge(paymentStatus?.trim() ? paymentStatus : orderStatus, PAYMENT_TONES);
