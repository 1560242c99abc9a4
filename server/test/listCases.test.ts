/**
 * The list cases (docs/development.md#one-table-of-list-cases) through the HTTP API, on the
 * database the suite runs on: PGlite, or PostgreSQL with TEST_DATABASE_URL. The browser's pager
 * runs the same table (src/testing/listCases/listCases.test.ts).
 */
import { insertOrders } from '../src/repositories/orders';
import { insertUsers } from '../src/repositories/users';
import { ORDER_SORT_KEYS, USER_SORT_KEYS } from '../../contract/shopLists';
import { listQuery, ORDER_CASES, USER_CASES } from '../../src/testing/listCases/cases';
import { expectedPage, named, type AnyListCase } from '../../src/testing/listCases/expectedPage';
import { ORDERS_CSV, USERS_CSV } from '../../src/testing/listCases/exports';
import { WHOLE_ORDERS, WHOLE_USERS } from '../../src/testing/listCases/shop';
import { SUMMARY_CASES } from '../../src/testing/listCases/summaryCases';
import { SHOP_ORDERS, SHOP_USERS } from './support/listCaseRows';
import { useShop } from './support/shop';
import { setShopZone } from './support/shopClock';

const { clearShop, get, orders, pageOf, server, users } = useShop();

beforeAll(async () => {
  // The table's days are UTC's (its rows sit on the edges of UTC days), as the browser's pager
  // counts them for a backend that names no zone; shopDays.test.ts covers the shop's zones.
  await setShopZone(server.db, 'UTC');
  await clearShop();
  await insertUsers(server.db, SHOP_USERS);
  await insertOrders(server.db, SHOP_ORDERS);
});

async function expectCase(key: 'orders' | 'users', listCase: AnyListCase) {
  const answer = await pageOf<{ id: string }, typeof key>(key, `?${listQuery(listCase.request)}`);
  const ids = answer[key].map((row) => row.id);
  expect({ ids, pagination: answer.pagination }).toMatchObject(expectedPage(listCase));
}

describe('the list cases on the server', () => {
  it('answers the whole lists the browser pages', async () => {
    expect(await users()).toEqual(WHOLE_USERS);
    expect(await orders()).toEqual(WHOLE_ORDERS);
  });

  it('has every sort of the API, each both ways', () => {
    const sorted = (cases: readonly AnyListCase[]) =>
      new Set(cases.map(({ request }) => `${request.sort} ${request.order}`));
    const bothWays = (sorts: readonly string[]) =>
      sorts.flatMap((sort) => [`${sort} asc`, `${sort} desc`]);
    expect([...sorted(ORDER_CASES)]).toEqual(expect.arrayContaining(bothWays(ORDER_SORT_KEYS)));
    expect([...sorted(USER_CASES)]).toEqual(expect.arrayContaining(bothWays(USER_SORT_KEYS)));
  });

  it.each(named(ORDER_CASES))('GET /admin/orders %s', (_query, listCase) =>
    expectCase('orders', listCase),
  );

  it.each(named(USER_CASES))('GET /admin/users %s', (_query, listCase) =>
    expectCase('users', listCase),
  );

  it.each([
    ['orders', ORDERS_CSV],
    ['users', USERS_CSV],
  ])(
    'GET /admin/%s.csv writes the file the web app builds from the whole list',
    async (key, file) => {
      const response = await get(`/admin/${key}.csv`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(file);
    },
  );

  // A case's export holds every row of its search, filter and sort, in the page's order.
  const unpaged = (cases: readonly AnyListCase[]) =>
    named(
      cases.filter(({ request }) => request.page === undefined && request.pageSize === undefined),
    );

  it.each([
    ...unpaged(ORDER_CASES).map(([name, listCase]) => ['orders', name, listCase] as const),
    ...unpaged(USER_CASES).map(([name, listCase]) => ['users', name, listCase] as const),
  ])('GET /admin/%s.csv %s', async (key, _name, { request, ids }) => {
    const response = await get(`/admin/${key}.csv?${listQuery(request)}`);
    const lines = response.body.split('\r\n').slice(1, -1);
    expect(lines.map((line) => line.split(',')[0])).toEqual(ids);
  });

  it.each(SUMMARY_CASES.map((summary) => [summary.userId, summary] as const))(
    'GET /admin/user/%s/orders-summary',
    async (userId, { lastOrders, orderCount, totalSpent }) => {
      const response = await get(`/admin/user/${userId}/orders-summary`);
      const { summary } = response.json<{
        summary: { lastOrders: Array<{ id: string }> } & Record<string, unknown>;
      }>();
      expect(summary).toMatchObject({ orderCount, totalSpent });
      expect(summary.lastOrders.map((order) => order.id)).toEqual(lastOrders);
    },
  );
});
