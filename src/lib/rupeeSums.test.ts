/**
 * A customer's total spent counted in the browser from the whole lists answers what the server
 * answers for the same orders (server/test/rupeeSums.test.ts): one table of cases.
 */
import { RUPEE_SUM_CASES } from '@/testing/rupeeSumCases';
import { summariseOrders } from './customerOrders';

describe("a customer's total spent from the whole lists", () => {
  it.each(RUPEE_SUM_CASES)('%s', (_rule, { amounts, total }) => {
    const orders = amounts.map((amount, index) => ({
      id: `o${index}`,
      customer_id: 'u1',
      amount,
      status: 'completed',
    }));
    expect(summariseOrders(orders, 'u1').totalSpent).toBe(total);
  });
});
