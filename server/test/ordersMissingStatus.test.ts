/**
 * GET /admin/orders?status=missing: the orders the shop sent without a status, which the screens
 * show as 'Unknown' (docs/api.md#paged-users-and-orders), counted from the daily totals and,
 * with a search, from the rows.
 */
import { insertPagedOrders } from './support/pagedOrders';
import { orderIds, useShop } from './support/shop';

const { clearShop, ordersPage: page, server } = useShop();

describe('GET /admin/orders with the missing status', () => {
  beforeAll(async () => {
    await clearShop();
    await insertPagedOrders(server.db);
  });

  it('finds the orders without a status, ignoring case, and counts them', async () => {
    for (const query of ['?status=missing', '?status=MISSING']) {
      const answer = await page(query);
      expect(orderIds(answer)).toEqual(['order033']);
      expect(answer.pagination).toMatchObject({ total: 1, totalExact: true });
    }
    expect(orderIds(await page('?status=missing&q=order033'))).toEqual(['order033']);
    expect((await page('?status=missing&q=order001')).pagination.total).toBe(0);
  });

  it('takes a blank status for a missing one, in the rows and in the count', async () => {
    await server.db.write(`UPDATE orders SET status = '' WHERE id = 'order001'`);
    await server.db.write(`UPDATE orders SET status = '  ' WHERE id = 'order002'`);
    const answer = await page('?status=missing');
    expect(orderIds(answer)).toEqual(['order033', 'order002', 'order001']);
    expect(answer.pagination.total).toBe(3);
    expect((await page('?status=missing&q=order00')).pagination.total).toBe(2);
    expect((await page('?status=completed')).pagination.total).toBe(28);
  });
});
