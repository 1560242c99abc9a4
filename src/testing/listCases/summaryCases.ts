/**
 * The customers' orders in brief over the list cases' shop (shop.ts), which the server
 * (server/test/listCases.test.ts) and the browser's count from the whole lists
 * (listCases.test.ts beside this file) must both answer.
 */
import { orders } from './cases';

/** A user's orders in brief, as GET /admin/user/{id}/orders-summary answers for this shop. */
export interface SummaryCase {
  userId: string;
  orderCount: number;
  /** ₹: the paid orders' amounts (docs/api.md#paid-orders), numbers or text. */
  totalSpent: number;
  /** Their newest orders' ids, newest first. */
  lastOrders: readonly string[];
}

export const SUMMARY_CASES: readonly SummaryCase[] = [
  { userId: 'u01', orderCount: 1, totalSpent: 1499, lastOrders: orders(1) },
  // Paid by its status, its payment status blank.
  { userId: 'u02', orderCount: 1, totalSpent: 1499, lastOrders: orders(2) },
  // Paid by its payment status, its status pending.
  { userId: 'u04', orderCount: 1, totalSpent: 2999.5, lastOrders: orders(4) },
  { userId: 'u05', orderCount: 1, totalSpent: 0, lastOrders: orders(5) },
  // Refunded, though its payment status says success.
  { userId: 'u06', orderCount: 1, totalSpent: 0, lastOrders: orders(6) },
  { userId: 'u07', orderCount: 0, totalSpent: 0, lastOrders: [] },
];
