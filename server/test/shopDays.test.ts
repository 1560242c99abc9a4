/**
 * The shop's days (docs/api.md#the-shops-time-zone): the dashboard's rollups, its today and the
 * lists' `from` and `to` count days from the shop's midnight, Asia/Kolkata (+05:30) unless
 * SHOP_TIME_ZONE names another, counted again when it does; today is compared with yesterday up
 * to the same time of day. The shop's clock, `shop_now()`, stands where each test puts it.
 */
import { ConfigError } from '../src/configValues';
import { insertOrders } from '../src/repositories/orders';
import { insertUsers } from '../src/repositories/users';
import { order, userRow } from './support/pagedOrders';
import { useShop, type PagedOrder } from './support/shop';
import { setShopClock, setShopZone } from './support/shopClock';

const { clearShop, get, pageOf, server } = useShop();

const placed = (n: number, created_at: string, amount = 100) =>
  order(n, { created_at, updated_at: created_at, amount });

async function stats(query = '') {
  const response = await get(`/admin/stats${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().stats;
}

const orderPage = (query: string) => pageOf<PagedOrder, 'orders'>('orders', query);

beforeEach(() => clearShop());
afterEach(async () => {
  await setShopClock(server.db);
  await setShopZone(server.db, 'Asia/Kolkata');
});

it("counts an order at 23:00 UTC on the shop's next day, on the dashboard and in the list", async () => {
  await insertOrders(server.db, [
    placed(1, '2026-03-01T23:00:00Z'),
    placed(2, '2026-03-01T12:00:00Z'),
  ]);
  await insertUsers(server.db, [userRow('late', '2026-03-01T23:00:00Z')]);
  await setShopClock(server.db, '2026-03-02T06:30:00Z');
  const { today, range } = await stats('?from=2026-03-01&to=2026-03-02');
  expect(today).toBe('2026-03-02');
  expect(range.daily).toEqual([
    { day: '2026-03-01', orders: 1, revenue: 100 },
    { day: '2026-03-02', orders: 1, revenue: 100 },
  ]);
  expect(range.newUsers).toBe(1);
  // The list's own filter and its count, read from the rollup, take the same day.
  const page = await orderPage('?from=2026-03-02&to=2026-03-02');
  expect(page.orders.map(({ id }) => id)).toEqual(['order001']);
  expect(page.pagination.total).toBe(1);
  expect(
    (await orderPage('?from=2026-03-02&to=2026-03-02&status=completed')).pagination.total,
  ).toBe(1);
});

it("turns the day at the shop's midnight, not UTC's", async () => {
  await setShopClock(server.db, '2026-03-01T18:29:59Z');
  expect((await stats()).today).toBe('2026-03-01');
  await setShopClock(server.db, '2026-03-01T18:30:00Z');
  const { today, periods } = await stats();
  expect(today).toBe('2026-03-02');
  expect(periods.today).toMatchObject({ from: '2026-03-02', to: '2026-03-02' });
  expect(periods.last7Days).toMatchObject({ from: '2026-02-24', to: '2026-03-02' });
});

it('compares today with yesterday up to the same time of day; the longer periods whole days', async () => {
  // The shop's clock at 12:00 on 2 March, +05:30.
  await setShopClock(server.db, '2026-03-02T06:30:00Z');
  await insertOrders(server.db, [
    placed(1, '2026-02-28T18:30:00Z', 10), // 1 March, 00:00: counted
    placed(2, '2026-03-01T06:29:59Z', 20), // 1 March, 11:59:59: counted
    placed(3, '2026-03-01T06:30:00Z', 40), // 1 March, 12:00: after the same time
    placed(4, '2026-03-01T18:00:00Z', 80), // 1 March, 23:30
    placed(5, '2026-03-02T01:00:00Z', 5), // today
  ]);
  await insertUsers(server.db, [
    userRow('morning', '2026-03-01T01:00:00Z'),
    userRow('evening', '2026-03-01T13:00:00Z'),
    userRow('today', '2026-03-02T02:00:00Z'),
  ]);
  const { periods, range } = await stats();
  expect(periods.today).toEqual({
    from: '2026-03-02',
    to: '2026-03-02',
    orders: 1,
    revenue: 5,
    newUsers: 1,
    previous: { from: '2026-03-01', to: '2026-03-01', orders: 2, revenue: 30, newUsers: 1 },
  });
  expect(periods.last7Days).toMatchObject({ orders: 5, revenue: 155, newUsers: 3 });
  expect(range.daily.at(-2)).toEqual({ day: '2026-03-01', orders: 4, revenue: 150 });
});

it('counts the days again in another zone, a half-hour one behind UTC', async () => {
  // 02:00 UTC on 10 February: the 10th in Kolkata and UTC, 22:30 on the 9th in St. John's.
  await insertOrders(server.db, [placed(1, '2026-02-10T02:00:00Z')]);
  await insertUsers(server.db, [userRow('u', '2026-02-10T02:00:00Z')]);
  const daily = async () =>
    (await stats('?from=2026-02-09&to=2026-02-10')).range.daily.map(
      ({ orders }: { orders: number }) => orders,
    );
  expect(await daily()).toEqual([0, 1]);
  expect(await setShopZone(server.db, 'America/St_Johns')).toBe(true);
  expect(await setShopZone(server.db, 'America/St_Johns')).toBe(false);
  expect(await daily()).toEqual([1, 0]);
  const users = await server.db.query<{ day: string }>(
    "SELECT to_char(day, 'YYYY-MM-DD') AS day FROM user_daily_stats WHERE users > 0",
  );
  expect(users).toEqual([{ day: '2026-02-09' }]);
  expect((await orderPage('?from=2026-02-09&to=2026-02-09')).pagination.total).toBe(1);
  expect((await orderPage('?from=2026-02-09&to=2026-02-09')).orders).toHaveLength(1);
  // Orders written after the change are counted in its days too.
  await insertOrders(server.db, [placed(2, '2026-02-10T03:30:00Z')]);
  expect(await daily()).toEqual([1, 1]);
  await setShopClock(server.db, '2026-02-10T03:29:59Z');
  expect((await stats()).today).toBe('2026-02-09');
});

it('refuses a zone the database does not know, changing nothing', async () => {
  await expect(setShopZone(server.db, 'Mars/Olympus')).rejects.toThrow(
    new ConfigError('SHOP_TIME_ZONE Mars/Olympus is not a time zone the database knows.'),
  );
  const [zone] = await server.db.query<{ zone: string }>('SELECT shop_zone() AS zone');
  expect(zone).toEqual({ zone: 'Asia/Kolkata' });
});
