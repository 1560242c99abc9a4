/** The demo seed (SEED=demo): what it adds, what it never adds twice, and that a day's is fixed. */
import { demoAnchor } from '../src/seed/demo/calendar';
import { demoOrders } from '../src/seed/demo/orders';
import { demoUsers } from '../src/seed/demo/users';
import { useShop } from './support/shop';
import { clearTables, TEST_DATABASE_URL } from './support/testDb';

const { server, count, orders, seedFrom, users } = useShop();

/** The rows of each table of `expected`, compared whole: a miscount names its table. */
async function expectRows(expected: Record<string, number>): Promise<void> {
  const rows: Record<string, number | undefined> = {};
  for (const table of Object.keys(expected)) rows[table] = await count(table);
  expect(rows).toEqual(expected);
}

describe('the demo seed', () => {
  beforeEach(async () => {
    await clearTables(server.db, ['admins']);
  });

  it('adds SEED_USERS users and SEED_ORDERS orders, the demo notifications, banners, catalogue, blogs and wallet payments', async () => {
    await seedFrom({ SEED: 'demo', SEED_USERS: '7', SEED_ORDERS: '25' });

    await expectRows({
      users: 7,
      orders: 25,
      notifications: 4,
      banners: 4,
      categories: 3,
      products: 20,
      blogs: 12,
      wallet_payments: 12,
      // Each notification's image, each banner's two, each category's, eight blogs' pictures and
      // each payment's screenshot.
      media: 35,
    });
  });

  it("vacuums the tables it filled: the planner's statistics, and the visibility map that lets a page be read from an index alone (PGlite has no autovacuum)", async () => {
    await seedFrom({ SEED: 'demo', SEED_USERS: '9', SEED_ORDERS: '31' });
    const tables = await server.db.query<{ relname: string; reltuples: number; visible: boolean }>(
      `SELECT relname, reltuples, relallvisible = relpages AND relpages > 0 AS visible
         FROM pg_class WHERE relname IN ('users', 'orders') ORDER BY relname`,
    );
    // PostgreSQL marks a page all-visible only when no open snapshot of any session could still
    // need what it held, which this VACUUM does not always find; its autovacuum comes back.
    // PGlite has one session.
    const visible = TEST_DATABASE_URL === undefined ? { visible: true } : {};
    expect(tables).toMatchObject([
      { relname: 'orders', reltuples: 31, ...visible },
      { relname: 'users', reltuples: 9, ...visible },
    ]);
  });

  it('adds nothing a second time, nor what an administrator deleted', async () => {
    await seedFrom({ SEED_USERS: '7', SEED_ORDERS: '25' });
    await server.db.exec('DELETE FROM banners');
    await seedFrom({ SEED_USERS: '40', SEED_ORDERS: '90' });

    await expectRows({ users: 7, orders: 25, notifications: 4, banners: 0 });
  });

  it('adds only the administrator with SEED=none', async () => {
    await seedFrom({ SEED: 'none', SEED_USERS: '7', SEED_ORDERS: '25' });
    await expectRows({ users: 0, orders: 0, notifications: 0, banners: 0, media: 0, admins: 1 });
  });

  it('gives orders to the users already there when only the orders table is empty', async () => {
    await seedFrom({ SEED_USERS: '5', SEED_ORDERS: '0' });
    await seedFrom({ SEED_USERS: '5', SEED_ORDERS: '100' });

    const ids = new Set((await users()).map((user) => user.id));
    const buyers = (await orders()).map((order) => order.customer_id ?? order.userId);
    const known = buyers.filter((buyer) => ids.has(String(buyer)));
    expect(known.length).toBeGreaterThan(80);
    expect(known.length).toBeLessThan(100);
  });

  it('writes the users and the orders oldest first, as a shop does', () => {
    const anchor = demoAnchor(new Date('2025-03-10T06:00:00Z'));
    const signedUp = demoUsers(30, anchor);
    const userDates = signedUp.map((user) => user.created_at);
    expect(userDates).toEqual([...userDates].sort());
    const people = signedUp.map((user) => ({ id: user.id, createdAt: new Date(user.created_at) }));
    const orderDates = demoOrders(200, people, anchor).map((order) => order.created_at);
    expect(orderDates).toEqual([...orderDates].sort());
  });

  it('is the same on every run of a day', () => {
    const morning = demoAnchor(new Date('2025-03-10T06:00:00Z'));
    const evening = demoAnchor(new Date('2025-03-10T21:30:00Z'));
    const people = demoUsers(30, morning);
    const ids = people.map((user) => ({ id: user.id, createdAt: new Date(user.created_at) }));

    expect(demoUsers(30, evening)).toEqual(people);
    expect(demoOrders(60, ids, evening)).toEqual(demoOrders(60, ids, morning));
    expect(demoUsers(30, demoAnchor(new Date('2025-03-11T06:00:00Z')))).not.toEqual(people);
  });
});
