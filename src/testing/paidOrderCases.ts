/**
 * Which orders are paid (docs/api.md#paid-orders), one table both languages run: isPaidOrder
 * (contract/orderRules.ts) in both test suites, and the database's order_paid (migration 023)
 * on PGlite and PostgreSQL (server/test/paidOrders.test.ts). Plain data, importing nothing, so
 * that both can read it. A status left out is one the shop did not send (SQL's null).
 */
export interface PaidOrderCase {
  status?: string;
  payment_status?: string;
  paid: boolean;
}

/** Every character String.prototype.trim takes away: a payment status of them is blank. */
const TRIMMED = '\t\n\v\f\r \u00a0\u1680\u2000\u2005\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

// One case a line, a table to read across.
// prettier-ignore
export const PAID_ORDER_CASES: readonly (readonly [rule: string, PaidOrderCase])[] = [
  // The order status, where the shop sent no payment status.
  ['completed, no payment status', { status: 'completed', paid: true }],
  ['success in capitals, no payment status', { status: 'SUCCESS', paid: true }],
  ['Completed, payment status empty', { status: 'Completed', payment_status: '', paid: true }],
  ['completed, payment status blank', { status: 'completed', payment_status: TRIMMED, paid: true }],
  ['pending, payment status blank', { status: 'pending', payment_status: '  ', paid: false }],
  ['neither status', { paid: false }],
  ['both empty', { status: '', payment_status: '', paid: false }],
  // The payment status, where the shop sent one, whatever the order status says.
  ['pending, paid by payment', { status: 'pending', payment_status: 'success', paid: true }],
  ['processing, Completed payment', { status: 'processing', payment_status: 'Completed', paid: true }],
  ['failed, paid by payment', { status: 'failed', payment_status: 'SUCCESS', paid: true }],
  ['no status, paid by payment', { payment_status: 'success', paid: true }],
  ['completed, payment pending', { status: 'completed', payment_status: 'pending', paid: false }],
  ['success, payment failed', { status: 'success', payment_status: 'failed', paid: false }],
  // Refunded or cancelled, by either status, is never paid.
  ['refunded, paid by payment', { status: 'refunded', payment_status: 'success', paid: false }],
  ['Cancelled, paid by payment', { status: 'Cancelled', payment_status: 'completed', paid: false }],
  ['completed, payment refunded', { status: 'completed', payment_status: 'REFUNDED', paid: false }],
  ['success, payment cancelled', { status: 'success', payment_status: 'cancelled', paid: false }],
  ['refunded, no payment status', { status: 'refunded', paid: false }],
  ['no status, payment refunded', { payment_status: 'refunded', paid: false }],
  // Matched whole: spaces around a status, or a status inside another, are not it.
  ['completed with a space', { status: 'completed ', paid: false }],
  ['pending, payment success with a space', { status: 'pending', payment_status: ' success', paid: false }],
  ['partly refunded is no undoing status', { status: 'partly refunded', payment_status: 'success', paid: true }],
  // A zero-width space is text trim keeps: the shop sent a payment status, and not a paid one.
  ['completed, payment a zero-width space', { status: 'completed', payment_status: '\u200b', paid: false }],
];
