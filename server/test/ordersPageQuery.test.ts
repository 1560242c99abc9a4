/** GET /admin/orders: sorts and bad values; GET /admin/orders/:id. */
import { insertPagedOrders } from './support/pagedOrders';
import { orderIds, useShop } from './support/shop';
import { failure } from './support/testApp';

const { clearShop, get, itRefusesQueries, ordersPage: page, server } = useShop();

// Seeded once: these tests only read.
beforeAll(async () => {
  await clearShop();
  await insertPagedOrders(server.db);
});

describe('GET /admin/orders: sorts and bad values', () => {
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
    expect(orderIds(await page(`?sort=${sort}&order=${order}&pageSize=3`))).toEqual(first);
  });

  itRefusesQueries('/admin/orders', [
    ['page=0', 'page must be at least 1.'],
    ['page=two', 'page must be a whole number.'],
    // Taken for Infinity by the validator's coercion until the fuzzer found it (a 500).
    ['page=1e400', 'page must be a whole number.'],
    ['pageSize=Infinity', 'pageSize must be a whole number.'],
    ['pageSize=101', 'pageSize must be at most 100.'],
    ['pageSize=0', 'pageSize must be at least 1.'],
    [
      'sort=password',
      'sort must be one of createdAt, orderId, userName, email, productName, amount, status.',
    ],
    ['order=up', 'order must be asc or desc.'],
    [`q=${'x'.repeat(201)}`, 'q must be at most 200 characters long.'],
    ['q=a&q=b', 'q must be a string.'],
    ['q=a%00b', 'q must not contain a NUL character.'],
    ['status=', 'status must not be empty.'],
  ]);
});

describe('GET /admin/orders/:id', () => {
  it('answers one order by id, or 404', async () => {
    const found = await get('/admin/orders/order031');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      success: true,
      order: { id: 'order031', userId: 'u2', userName: 'Rohan Iyer', amount: '1499.00' },
    });
    const missing = await get('/admin/orders/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(failure({ success: false, message: 'Order not found.' }));
  });
});
