/** GET /admin/orders: a page of orders, joined to their buyers in SQL; searched and filtered. */
import { SEARCH_COUNT_LIMIT } from '../src/repositories/pages/pageSql';
import { insertOrders, ORDER_TABLE, orderStatuses } from '../src/repositories/orders';
import { insertPagedOrders, order } from './support/pagedOrders';
import { countdown, exactPagination, orderIds, useShop } from './support/shop';

const { clearShop, get, ordersPage: page, server } = useShop();

describe('GET /admin/orders', () => {
  beforeAll(async () => {
    await clearShop();
    await insertPagedOrders(server.db);
  });

  it('knows the statuses the orders have, lower-cased, without reading every order', async () => {
    expect(await orderStatuses(server.db)).toEqual(['completed', 'failed', 'pending']);
  });

  it('answers the first 25 orders newest first, with the buyer joined in and the count', async () => {
    const answer = await page();
    expect(answer.success).toBe(true);
    expect(answer.message).toBe('Orders fetched successfully.');
    expect(orderIds(answer)).toEqual(countdown('order', 3, 33, 9));
    expect(answer.pagination).toEqual(exactPagination(1, 25, 33, 2));
    const [newest, ghosts] = answer.orders;
    expect(newest).toMatchObject({
      customer_id: 'u2',
      userName: 'Rohan Iyer',
      userEmail: 'rohan@example.org',
    });
    expect(newest).not.toHaveProperty('status');
    // The buyer is unknown: no name, no email, and no nulls either.
    expect(ghosts).toMatchObject({ id: 'order032', userId: 'ghost' });
    expect(Object.keys(ghosts ?? {})).not.toContain('userName');
    expect(Object.values(ghosts ?? {})).not.toContain(null);
  });

  it('answers the fields of /admin/orders/all, plus the buyer', async () => {
    const all = (await get('/admin/orders/all')).json<{ orders: Array<{ id: string }> }>().orders;
    const { orders } = await page('?pageSize=100');
    for (const paged of orders) {
      const { userName, userEmail, ...own } = paged;
      expect(own).toEqual(all.find((listed) => listed.id === paged.id));
      expect(userName === undefined).toBe(userEmail === undefined);
    }
  });

  it('pages: the last page holds the rest, a page past the end is empty', async () => {
    expect(orderIds(await page('?page=2'))).toEqual(countdown('order', 3, 8, 1));
    const past = await page('?page=9&pageSize=5');
    expect(past.orders).toEqual([]);
    expect(past.pagination).toEqual(exactPagination(9, 5, 33, 7));
    expect(orderIds(await page('?page=7&pageSize=5'))).toEqual(countdown('order', 3, 3, 1));
  });

  it.each([
    ['name', 'kapoor', 30],
    ['email', 'ROHAN@EXAMPLE', 2],
    ['order id', 'order03', 4],
    ['order number', '5031', 1],
    ['status', 'pend', 1],
    ['product', 'gift card', 1],
    ['coverage', 'asia', 1],
    ['unknown buyer, shown as N/A', 'n/a', 1],
  ])('searches the %s, ignoring case', async (_field, q, count) => {
    const answer = await page(`?q=${encodeURIComponent(q)}&pageSize=100`);
    expect(answer.orders).toHaveLength(count);
    expect(answer.pagination.total).toBe(count);
  });

  it.each(
    Object.keys(ORDER_TABLE.sorts).flatMap((sort) => [`${sort}&order=asc`, `${sort}&order=desc`]),
  )('orders a search by %s as the list without one', async (sorted) => {
    // 'order' is in every order's id: the search keeps them all, from its window of matches.
    const all = orderIds(await page(`?sort=${sorted}&pageSize=100`));
    expect(orderIds(await page(`?q=order&sort=${sorted}&pageSize=100`))).toEqual(all);
    expect(orderIds(await page(`?q=order&sort=${sorted}&pageSize=10&page=2`))).toEqual(
      all.slice(10, 20),
    );
  });

  it('takes % and _ in a search literally', async () => {
    expect(orderIds(await page('?q=50%25_off'))).toEqual(['order032']);
    expect(orderIds(await page('?q=5_%25'))).toEqual([]);
  });

  it('filters by status, ignoring case, with the search', async () => {
    expect(orderIds(await page('?status=PENDING'))).toEqual(['order031']);
    expect((await page('?status=completed')).pagination.total).toBe(30);
    expect(orderIds(await page('?status=completed&q=order00&pageSize=3'))).toEqual([
      'order009',
      'order008',
      'order007',
    ]);
  });

  it('follows a renamed or removed user, and a write to the orders, at once', async () => {
    expect(orderIds(await page('?q=diya'))).toHaveLength(25);
    await server.db.write(`UPDATE users SET full_name = 'Diya Sen' WHERE id = 'u1'`);
    expect((await page('?q=kapoor')).pagination.total).toBe(0);
    expect((await page('?q=diya sen')).pagination.total).toBe(30);
    await server.db.write(`DELETE FROM users WHERE id = 'u2'`);
    expect((await page('?q=rohan')).pagination.total).toBe(0);
    expect((await page('?q=n/a')).pagination.total).toBe(3);
    await server.db.write(`DELETE FROM orders WHERE id = 'order033'`);
    expect((await page()).pagination.total).toBe(32);
    await server.db.write(`UPDATE orders SET status = 'Pending' WHERE id = 'order001'`);
    expect((await page('?status=pending')).pagination.total).toBe(2);
    expect((await page('?status=completed')).pagination.total).toBe(29);
  });
});

describe('a search matching more than the counted limit', () => {
  beforeAll(async () => {
    await clearShop();
    await insertOrders(
      server.db,
      Array.from({ length: SEARCH_COUNT_LIMIT + 5 }, (_, i) => order(i + 1)),
    );
  });

  it('says "more than": the limit, not exact; without a search the count is exact', async () => {
    expect((await page('?q=europe')).pagination).toMatchObject({
      total: SEARCH_COUNT_LIMIT,
      totalExact: false,
    });
    expect((await page('?q=order00')).pagination).toMatchObject({ total: 9, totalExact: true });
    expect((await page()).pagination).toMatchObject({
      total: SEARCH_COUNT_LIMIT + 5,
      totalExact: true,
    });
  });

  it('sorts and pages within its newest matches, as many as it counts', async () => {
    const byAmount = '?q=europe&sort=amount&order=asc&pageSize=50';
    expect(orderIds(await page(byAmount)).slice(0, 2)).toEqual(['order006', 'order007']);
    expect(orderIds(await page(`${byAmount}&page=20`)).at(-1)).toBe('order1005');
    expect(orderIds(await page(`${byAmount}&page=21`))).toEqual([]);
    const newest = '?q=europe&pageSize=50';
    expect(orderIds(await page(newest))[0]).toBe('order1005');
    expect(orderIds(await page(`${newest}&page=20`)).at(-1)).toBe('order006');
    expect(orderIds(await page(`${newest}&page=21`))).toEqual([]);
    // The last page that reaches the limit stops at it: rows 976 to 1,000.
    expect(orderIds(await page('?q=europe&pageSize=75&page=14'))).toHaveLength(25);
    expect(orderIds(await page('?q=europe&sort=amount&order=desc&pageSize=2'))).toEqual([
      'order1005',
      'order1004',
    ]);
    // Without a search every row is sorted and paged.
    expect(orderIds(await page('?sort=amount&order=asc&pageSize=2'))).toEqual([
      'order001',
      'order002',
    ]);
  });

  it('reads a search counted within the limit from all its matches, in any sort', async () => {
    const rare = ['order001', 'order002', 'order003', 'order004', 'order005'];
    // order001 to order009: the newest five, then the other four.
    expect(orderIds(await page('?q=order00&pageSize=5&page=2'))).toEqual(
      rare.slice(0, 4).reverse(),
    );
    expect(orderIds(await page('?q=order00&sort=amount&order=asc&pageSize=5'))).toEqual(rare);
    expect(orderIds(await page('?q=order00&sort=orderId&order=desc&pageSize=3&page=3'))).toEqual([
      'order003',
      'order002',
      'order001',
    ]);
    const none = await page('?q=samsung&sort=amount');
    expect(none.orders).toEqual([]);
    expect(none.pagination).toMatchObject({ total: 0, totalPages: 0, totalExact: true });
  });
});
