/** GET /admin/stats: the shop's numbers from the daily rollup of orders. */
import { addDays, dayOf } from '../src/days';
import { insertOrders } from '../src/repositories/orders';
import { order } from './support/pagedOrders';
import { useShop } from './support/shop';

const { clearShop, get, server } = useShop();

const today = dayOf(new Date());
const onDay = (day: string) => `${day}T12:00:00.000Z`;

describe('GET /admin/stats', () => {
  beforeAll(async () => {
    await clearShop();
    await insertOrders(server.db, [
      order(1, { amount: 100, created_at: onDay(today), updated_at: onDay(today) }),
      order(2, {
        amount: '50.50',
        status: 'Success',
        created_at: onDay(today),
        updated_at: onDay(today),
      }),
      order(3, {
        amount: 70,
        status: 'pending',
        created_at: onDay(today),
        updated_at: onDay(today),
      }),
      order(4, { amount: 30, created_at: onDay(addDays(today, -1)), updated_at: onDay(today) }),
    ]);
  });

  it('answers today against yesterday', async () => {
    const response = await get('/admin/stats');
    expect(response.statusCode).toBe(200);
    const { stats } = response.json();
    expect(stats.periods.today).toMatchObject({ orders: 3, revenue: 150.5 });
    expect(stats.periods.today.previous).toMatchObject({ orders: 1, revenue: 30 });
    expect(stats.range.daily).toHaveLength(30);
    expect(stats.range.byStatus).toEqual([
      { status: 'completed', orders: 2, amount: 130 },
      { status: 'pending', orders: 1, amount: 70 },
      { status: 'success', orders: 1, amount: 50.5 },
    ]);
  });
});
