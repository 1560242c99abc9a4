/** GET /admin/stats: the shop's numbers for the dashboard, from the daily rollup of orders. */
import { addDays } from '../src/lib/days';
import { insertOrders } from '../src/repositories/orders';
import { insertUsers } from '../src/repositories/users';
import { order } from './support/pagedOrders';
import { useShop } from './support/shop';
import { setShopClock } from './support/shopClock';
import { badRequest } from './support/testApp';

const { clearShop, get, server } = useShop();

/** The shop's clock stands at 18:30 on this day (+05:30): each day's noon UTC is 17:30 there. */
const today = '2026-03-15';
const ago = (days: number) => addDays(today, -days);
/** Midday of a day `days` ago, UTC. */
const noon = (days: number) => `${ago(days)}T12:00:00.000Z`;

const placed = (n: number, days: number, fields: Parameters<typeof order>[1] = {}) =>
  order(n, { created_at: noon(days), updated_at: noon(days), ...fields });

const totals = (from: number, to: number, orders: number, revenue: number, newUsers: number) => ({
  from: ago(from),
  to: ago(to),
  orders,
  revenue,
  newUsers,
});

async function stats(query = '') {
  const response = await get(`/admin/stats${query}`);
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body).toMatchObject({ success: true, message: 'Stats fetched successfully.' });
  return body.stats;
}

beforeAll(async () => {
  await setShopClock(server.db, `${today}T13:00:00Z`);
  await clearShop();
  await server.db.exec(`
    DELETE FROM banners; DELETE FROM notifications; DELETE FROM media;
    INSERT INTO media (file_name, content_type, bytes)
      VALUES ('${'a'.repeat(32)}.png', 'image/png', '\\x00');
    INSERT INTO notifications (title, description, type, notice_to, image, status) VALUES
      ('On', 'd', 'info', 'all', '${'a'.repeat(32)}.png', 'active'),
      ('Off', 'd', 'info', 'all', '${'a'.repeat(32)}.png', 'inactive');
    INSERT INTO banners (position, title, description, desktop_image, mobile_image, status) VALUES
      (1, 'A', 'd', '${'a'.repeat(32)}.png', '${'a'.repeat(32)}.png', 'active'),
      (2, 'B', 'd', '${'a'.repeat(32)}.png', '${'a'.repeat(32)}.png', 'active');
  `);
  await insertUsers(server.db, [
    { id: 'new', full_name: 'N', email: 'n@x.in', is_admin: false, created_at: noon(0) },
    { id: 'week', full_name: 'W', email: 'w@x.in', is_admin: false, created_at: noon(10) },
    { id: 'old', full_name: 'O', email: 'o@x.in', is_admin: false, created_at: noon(400) },
  ]);
  await insertOrders(server.db, [
    placed(1, 0, { amount: 100 }),
    placed(2, 0, { amount: '50.50', status: 'Success' }),
    placed(3, 0, { amount: 70, status: 'pending' }),
    placed(4, 1, { amount: 30 }),
    placed(5, 6, { amount: 1000, status: undefined }),
    placed(6, 8, { amount: 200 }),
    placed(7, 29, { amount: 5, status: 'refunded' }),
    placed(8, 45, { amount: 400 }),
    placed(9, 400, { amount: 9 }),
  ]);
});

describe('GET /admin/stats', () => {
  it('answers today, 7 and 30 days against the periods before; revenue counts paid orders', async () => {
    const { today: day, periods } = await stats();
    expect(day).toBe(today);
    expect(periods.today).toEqual({
      ...totals(0, 0, 3, 150.5, 1),
      previous: totals(1, 1, 1, 30, 0),
    });
    expect(periods.last7Days).toEqual({
      ...totals(6, 0, 5, 180.5, 1),
      previous: totals(13, 7, 1, 200, 1),
    });
    expect(periods.last30Days).toEqual({
      ...totals(29, 0, 7, 380.5, 2),
      previous: totals(59, 30, 1, 400, 0),
    });
  });

  it('answers the last 30 days by default: by status, most first, and every day', async () => {
    const { range } = await stats();
    expect(range).toMatchObject(totals(29, 0, 7, 380.5, 2));
    expect(range.byStatus).toEqual([
      { status: 'completed', orders: 3, amount: 330 },
      { status: null, orders: 1, amount: 1000 },
      { status: 'pending', orders: 1, amount: 70 },
      { status: 'refunded', orders: 1, amount: 5 },
      { status: 'success', orders: 1, amount: 50.5 },
    ]);
    expect(range.daily).toHaveLength(30);
    expect(range.daily[0]).toEqual({ day: ago(29), orders: 1, revenue: 0 });
    expect(range.daily[28]).toEqual({ day: ago(1), orders: 1, revenue: 30 });
    expect(range.daily[29]).toEqual({ day: today, orders: 3, revenue: 150.5 });
    expect(range.daily[10]).toEqual({ day: ago(19), orders: 0, revenue: 0 });
  });

  it('answers a chosen range, with the as many days before it', async () => {
    const { range } = await stats(`?from=${ago(400)}&to=${ago(35)}`);
    expect(range).toMatchObject(totals(400, 35, 2, 409, 1));
    expect(range.previous).toEqual({ ...totals(766, 401, 0, 0, 0) });
    expect(range.daily).toHaveLength(366);
    // `to` alone: the 30 days that end then.
    expect((await stats(`?to=${ago(45)}`)).range).toMatchObject(totals(74, 45, 1, 400, 0));
  });

  it('counts the active notifications and banners', async () => {
    expect((await stats()).active).toEqual({ notifications: 1, banners: 2 });
  });

  it.each([
    ['from=2026-02-30', 'from must be a day of the calendar (YYYY-MM-DD).'],
    ['to=yesterday', 'to must be a day of the calendar (YYYY-MM-DD).'],
    ['from=2026-03-02&to=2026-03-01', 'from must be on or before to.'],
    ['from=2025-01-01&to=2026-01-02', 'from and to must be at most 366 days apart, both counted.'],
    [`from=${ago(366)}`, 'from and to must be at most 366 days apart, both counted.'],
    [`from=${addDays(today, 1)}`, 'from must be on or before to.'],
    // PostgreSQL has no year 0.
    ['from=0000-12-31&to=0001-01-01', 'from must be a day of the calendar (YYYY-MM-DD).'],
  ])('refuses %s with a 400 naming the parameter', async (query, message) => {
    const response = await get(`/admin/stats?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(badRequest(message));
  });

  it('answers a year to the day, leap day included', async () => {
    expect((await stats('?from=2024-01-01&to=2024-12-31')).range.daily).toHaveLength(366);
  });

  it('answers the first days of the calendar, the period before them in year 0 as zeros', async () => {
    const { range } = await stats('?from=0001-01-01&to=0001-01-05');
    expect(range.previous).toEqual({
      from: '0000-12-27',
      to: '0000-12-31',
      orders: 0,
      revenue: 0,
      newUsers: 0,
    });
    expect((await stats('?to=0001-01-10')).range).toMatchObject({ from: '0001-01-01' });
  });

  it('refuses a request without an admin token', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/admin/stats' });
    expect(response.statusCode).toBe(401);
  });
});
