/**
 * One rule of paid (docs/api.md#paid-orders) in the web app: isPaidOrder answers the table of
 * cases the server also runs against its database (server/test/paidOrders.test.ts), and a
 * customer's total spent counted in the browser sums those orders.
 */
import { PAID_ORDER_CASES } from '@/testing/paidOrderCases';
import { isPaidOrder } from '../../contract/orderRules';
import { summariseOrders } from './customerOrders';

describe('which orders are paid', () => {
  it.each(PAID_ORDER_CASES)('%s', (_rule, { status, payment_status, paid }) => {
    expect(isPaidOrder({ status, payment_status })).toBe(paid);
  });

  it("sums the amounts of the customer's paid orders alone", () => {
    const orders = PAID_ORDER_CASES.map(([, { status, payment_status }], index) => ({
      id: `o${index}`,
      customer_id: 'u1',
      amount: 2 ** index,
      ...(status !== undefined && { status }),
      ...(payment_status !== undefined && { payment_status }),
    }));
    const paidTotal = PAID_ORDER_CASES.reduce(
      (sum, [, { paid }], index) => (paid ? sum + 2 ** index : sum),
      0,
    );
    expect(paidTotal).toBeGreaterThan(0);
    expect(summariseOrders(orders, 'u1').totalSpent).toBe(paidTotal);
  });
});
