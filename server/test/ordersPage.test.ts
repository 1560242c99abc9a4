/** GET /admin/orders and /admin/orders/:id: a page of orders, joined to their buyers in SQL. */
import { insertOrders, type OrderRecord } from '../src/repositories/orders';
import { insertUsers } from '../src/repositories/users';
import { SEARCH_COUNT_LIMIT } from '../src/repositories/shopPages';
import { useShop } from './support/shop';

const { clearShop, get, server } = useShop();

interface OrdersPage {
  success: boolean;
  message: string;
  orders: Array<Record<string, unknown> & { id: string }>;
  pagination: {
    page: number;
    pageSize: number;
    total: number;
    totalPages: number;
    totalExact: boolean;
  };
}

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();

function order(n: number, fields: Partial<OrderRecord> = {}): OrderRecord {
  return {
    id: `order${String(n).padStart(3, '0')}`,
    airlo_order_id: String(5000 + n),
    product_name: 'Travel eSIM Europe',
    coverage: 'Europe',
    amount: n,
    status: 'completed',
    created_at: at(n),
    updated_at: at(n),
    ...fields,
  };
}

async function page(query = ''): Promise<OrdersPage> {
  const response = await get(`/admin/orders${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<OrdersPage>();
}

const ids = (answer: OrdersPage) => answer.orders.map((found) => found.id);

describe('GET /admin/orders', () => {
  beforeAll(async () => {
    await clearShop();
    await insertUsers(server.db, [
      {
        id: 'u1',
        full_name: 'Diya Kapoor',
        email: 'diya@example.com',
        is_admin: false,
        created_at: at(0),
      },
      {
        id: 'u2',
        full_name: 'Rohan Iyer',
        email: 'rohan@example.org',
        is_admin: false,
        created_at: at(0),
      },
    ]);
    await insertOrders(server.db, [
      ...Array.from({ length: 30 }, (_, i) => order(i + 1, { customer_id: 'u1' })),
      order(31, {
        user_id: 'u2',
        status: 'Pending',
        product_name: 'Gift Card 500',
        coverage: 'India',
        amount: '1499.00',
      }),
      order(32, { user_id: 'ghost', status: 'failed', product_name: 'Device Cover 50%_off' }),
      order(33, { customer_id: 'u2', status: undefined, coverage: 'Asia' }),
    ]);
  });

  it('answers the first 25 orders newest first, with the buyer joined in and the count', async () => {
    const answer = await page();
    expect(answer.success).toBe(true);
    expect(answer.message).toBe('Orders fetched successfully.');
    expect(ids(answer)).toEqual(
      Array.from({ length: 25 }, (_, i) => `order${String(33 - i).padStart(3, '0')}`),
    );
    expect(answer.pagination).toEqual({
      page: 1,
      pageSize: 25,
      total: 33,
      totalPages: 2,
      totalExact: true,
    });
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
    expect(ids(await page('?page=2'))).toEqual([
      'order008',
      'order007',
      'order006',
      'order005',
      'order004',
      'order003',
      'order002',
      'order001',
    ]);
    const past = await page('?page=9&pageSize=5');
    expect(past.orders).toEqual([]);
    expect(past.pagination).toEqual({
      page: 9,
      pageSize: 5,
      total: 33,
      totalPages: 7,
      totalExact: true,
    });
    expect(ids(await page('?page=7&pageSize=5'))).toEqual(['order003', 'order002', 'order001']);
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

  it('takes % and _ in a search literally', async () => {
    expect(ids(await page('?q=50%25_off'))).toEqual(['order032']);
    expect(ids(await page('?q=5_%25'))).toEqual([]);
  });

  it('filters by status, ignoring case, with the search', async () => {
    expect(ids(await page('?status=PENDING'))).toEqual(['order031']);
    expect((await page('?status=completed')).pagination.total).toBe(30);
    expect(ids(await page('?status=completed&q=order00&pageSize=3'))).toEqual([
      'order009',
      'order008',
      'order007',
    ]);
  });

  it.each([
    ['amount', 'asc', ['order001', 'order002', 'order003']],
    ['amount', 'desc', ['order031', 'order033', 'order032']],
    ['userName', 'asc', ['order001', 'order002', 'order003']],
    ['email', 'desc', ['order032', 'order033', 'order031']],
    ['orderId', 'asc', ['order001', 'order002', 'order003']],
    ['productName', 'asc', ['order032', 'order031', 'order001']],
    // No status sorts as the largest, as PostgreSQL orders nulls.
    ['status', 'desc', ['order033', 'order031', 'order032']],
    ['createdAt', 'asc', ['order001', 'order002', 'order003']],
  ])('sorts by %s %s, ties by id', async (sort, order, first) => {
    expect(ids(await page(`?sort=${sort}&order=${order}&pageSize=3`))).toEqual(first);
  });

  it.each([
    ['page=0', 'page must be at least 1.'],
    ['page=two', 'page must be a whole number.'],
    ['pageSize=101', 'pageSize must be at most 100.'],
    ['pageSize=0', 'pageSize must be at least 1.'],
    [
      'sort=password',
      'sort must be one of createdAt, orderId, userName, email, productName, amount, status.',
    ],
    ['order=up', 'order must be asc or desc.'],
    [`q=${'x'.repeat(201)}`, 'q must be at most 200 characters long.'],
    ['q=a&q=b', 'q must be a string.'],
    ['status=', 'status must not be empty.'],
  ])('refuses %s with a 400 naming the parameter', async (query, message) => {
    const response = await get(`/admin/orders?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
  });

  it('answers one order by id, or 404', async () => {
    const found = await get('/admin/orders/order031');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      success: true,
      order: { id: 'order031', userId: 'u2', userName: 'Rohan Iyer', amount: '1499.00' },
    });
    const missing = await get('/admin/orders/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Order not found.' });
  });

  it('follows a renamed or removed user, and a write to the orders, at once', async () => {
    expect(ids(await page('?q=diya'))).toHaveLength(25);
    await server.db.query(`UPDATE users SET full_name = 'Diya Sen' WHERE id = 'u1'`);
    expect((await page('?q=kapoor')).pagination.total).toBe(0);
    expect((await page('?q=diya sen')).pagination.total).toBe(30);
    await server.db.query(`DELETE FROM users WHERE id = 'u2'`);
    expect((await page('?q=rohan')).pagination.total).toBe(0);
    expect((await page('?q=n/a')).pagination.total).toBe(3);
    await server.db.query(`DELETE FROM orders WHERE id = 'order033'`);
    expect((await page()).pagination.total).toBe(32);
  });
});

describe('a search matching more than the counted limit', () => {
  beforeAll(async () => {
    await clearShop();
    await insertOrders(
      server.db,
      Array.from({ length: SEARCH_COUNT_LIMIT + 5 }, (_, i) => order(i + 1)),
    );
  }, 60_000);

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
});
