/**
 * Sums of rupees (docs/api.md#paid-orders): a customer's total spent and the dashboard's revenue
 * of the same paid orders answer one figure, the amounts summed exactly and rounded to the paisa
 * once, as the browser counts it from the whole lists (src/testing/rupeeSumCases.ts).
 */
import { addDays } from '../src/lib/days';
import { insertOrders } from '../src/repositories/orders';
import { insertUsers } from '../src/repositories/users';
import { RUPEE_SUM_CASES } from '../../src/testing/rupeeSumCases';
import { order, userRow } from './support/pagedOrders';
import { useShop } from './support/shop';

const { clearShop, get, server } = useShop();

/** Each case's orders are one customer's, on a day of their own (noon in Asia/Kolkata). */
const dayOf = (index: number) => addDays('2026-06-01', index);

beforeAll(async () => {
  await clearShop();
  await insertUsers(
    server.db,
    RUPEE_SUM_CASES.map((_, index) => userRow(`buyer${index}`, `${dayOf(index)}T06:30:00.000Z`)),
  );
  await insertOrders(
    server.db,
    RUPEE_SUM_CASES.flatMap(([, { amounts }], index) =>
      amounts.map((amount, n) =>
        order(index * 100 + n, {
          customer_id: `buyer${index}`,
          amount,
          created_at: `${dayOf(index)}T06:30:00.000Z`,
          updated_at: `${dayOf(index)}T06:30:00.000Z`,
        }),
      ),
    ),
  );
});

describe("a customer's total spent and the revenue of their day", () => {
  it.each(RUPEE_SUM_CASES.map(([rule, sum], index) => [rule, sum, index] as const))(
    '%s',
    async (_rule, { total }, index) => {
      const summary = (await get(`/admin/user/buyer${index}/orders-summary`)).json<{
        summary: { totalSpent: number };
      }>().summary;
      const day = dayOf(index);
      const { range } = (await get(`/admin/stats?from=${day}&to=${day}`)).json<{
        stats: { range: { revenue: number; daily: { revenue: number }[] } };
      }>().stats;
      expect({
        totalSpent: summary.totalSpent,
        revenue: range.revenue,
        daily: range.daily[0]?.revenue,
      }).toEqual({ totalSpent: total, revenue: total, daily: total });
    },
  );
});
