/**
 * `from` and `to` on the paged users and orders and their CSV exports: the rows created on
 * those days of the shop (Asia/Kolkata, +05:30: the moments below are its), both included
 * (docs/api.md#days).
 */
import { insertOrders } from '../src/repositories/orders';
import { insertUsers } from '../src/repositories/users';
import { csvAnswers } from './support/csvAnswers';
import { order, userRow } from './support/pagedOrders';
import { useShop, type PagedOrder, type User } from './support/shop';
import { badRequest } from './support/testApp';

const { clearShop, get, pageOf, server } = useShop();
const csv = csvAnswers(get);

const orderIds = async (query: string) =>
  (await pageOf<PagedOrder, 'orders'>('orders', query)).orders.map(({ id }) => id);

beforeAll(async () => {
  await clearShop();
  await insertUsers(server.db, [
    userRow('before', '2026-02-28T23:59:59.999+05:30'),
    userRow('first', '2026-03-01T00:00:00.000+05:30'),
    userRow('last', '2026-03-02T23:59:59.999+05:30'),
    userRow('after', '2026-03-03T00:00:00.000+05:30'),
  ]);
  const at = (n: number, created_at: string, status = 'completed') =>
    order(n, { created_at, updated_at: created_at, status });
  await insertOrders(server.db, [
    at(1, '2026-02-28T23:59:59.999+05:30'),
    at(2, '2026-03-01T00:00:00.000+05:30'),
    at(3, '2026-03-01T12:00:00.000+05:30', 'pending'),
    at(4, '2026-03-02T23:59:59.999+05:30'),
    at(5, '2026-03-03T00:00:00.000+05:30'),
  ]);
});

describe('from and to on the paged lists and their exports', () => {
  it("keeps the orders created from the first day to the end of the last, the shop's days", async () => {
    expect(await orderIds('?from=2026-03-01&to=2026-03-02')).toEqual([
      'order004',
      'order003',
      'order002',
    ]);
    expect(await orderIds('?from=2026-03-02')).toEqual(['order005', 'order004']);
    expect(await orderIds('?to=2026-02-28')).toEqual(['order001']);
    expect(await orderIds('?from=2026-03-01&to=2026-03-01&status=PENDING&q=order00')).toEqual([
      'order003',
    ]);
    const total = async (query: string) =>
      (await pageOf<PagedOrder, 'orders'>('orders', query)).pagination.total;
    for (const [query, expected] of [
      ['?from=2026-03-01&to=2026-03-02', 3],
      ['?from=2026-03-02', 2],
      ['?to=2026-02-28', 1],
      ['?from=2026-03-01&status=Pending', 1],
      ['?to=2026-03-02&status=completed', 3],
    ] as const) {
      expect({ query, total: await total(query) }).toEqual({ query, total: expected });
    }
  });

  it('keeps the users who joined on those days', async () => {
    const { users } = await pageOf<User, 'users'>('users', '?from=2026-03-01&to=2026-03-02');
    expect(users.map(({ id }) => id)).toEqual(['last', 'first']);
  });

  it('exports the same rows as CSV', async () => {
    const orders = await csv('/admin/orders.csv?from=2026-03-01&to=2026-03-01');
    expect(orders.records.slice(1).map(([id]) => id)).toEqual(['order003', 'order002']);
    const users = await csv('/admin/users.csv?to=2026-02-28');
    expect(users.records.slice(1).map(([id]) => id)).toEqual(['before']);
  });

  it.each([
    ['/admin/orders?from=2026-13-01', 'from must be a day of the calendar (YYYY-MM-DD).'],
    ['/admin/users?to=03/01/2026', 'to must be a day of the calendar (YYYY-MM-DD).'],
    ['/admin/orders.csv?from=2026-03-02&to=2026-03-01', 'from must be on or before to.'],
    ['/admin/users.csv?from=2026-02-29', 'from must be a day of the calendar (YYYY-MM-DD).'],
    ['/admin/orders?from=0000-06-01', 'from must be a day of the calendar (YYYY-MM-DD).'],
  ])('refuses %s with a 400 naming the parameter', async (url, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(badRequest(message));
  });
});
