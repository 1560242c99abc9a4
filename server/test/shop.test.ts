/** The shop's users and orders: the demo seed, and the two read-only lists. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import type { FastifyInstance } from 'fastify';

import { loadConfig } from '../src/config';
import { demoAnchor } from '../src/db/demo/calendar';
import { demoOrders } from '../src/db/demo/orders';
import { demoUsers } from '../src/db/demo/users';
import { seed } from '../src/db/seed';
import type { Db } from '../src/db/types';
import { preferredEncoding } from '../src/listCache';
import { insertOrders } from '../src/repositories/orders';
import { ADMIN, bearer, buildTestApp, login, seedAdmin } from './support/testApp';
import { clearTables, createTestDb, DB_SETUP_TIMEOUT_MS } from './support/testDb';

interface User {
  id: string;
  fullName: string;
  email: string;
  isAdmin: boolean;
  role?: string;
  createdAt: { seconds: number; nanoseconds: number };
}

type Order = Record<string, unknown> & {
  id: string;
  amount: number | string;
  createdAt: string;
  updatedAt: string;
};

let db: Db;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  db = await createTestDb();
  await seedAdmin(db);
  app = buildTestApp(db);
  token = await login(app);
}, DB_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await app.close();
  await db.close();
});

/** The seed as main.ts runs it, from environment variables. */
const seedFrom = (env: Record<string, string>) => seed(db, { ...loadConfig(env), admin: ADMIN });

const count = async (table: string) =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n;

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { ...bearer(token), ...headers } });

async function users(): Promise<User[]> {
  const response = await get('/admin/all-users');
  expect(response.statusCode).toBe(200);
  const body = response.json<{ success: boolean; message: string; users: User[] }>();
  expect(body.success).toBe(true);
  expect(body.message).toBe('Users fetched successfully.');
  return body.users;
}

async function orders(): Promise<Order[]> {
  const response = await get('/admin/orders/all');
  expect(response.statusCode).toBe(200);
  const body = response.json<{ success: boolean; message: string; orders: Order[] }>();
  expect(body.success).toBe(true);
  expect(body.message).toBe('Orders fetched successfully.');
  return body.orders;
}

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/**
 * Empties the users and orders only: the demo notifications and banners, once seeded, stay
 * (recorded in demo_seeds), so later seeds skip drawing their pictures again.
 */
const clearShop = () =>
  clearTables(db, ['admins', 'demo_seeds', 'notifications', 'banners', 'media']);

describe('the demo seed', () => {
  beforeEach(async () => {
    await clearTables(db, ['admins']);
  });

  it('adds SEED_USERS users and SEED_ORDERS orders, and the demo notifications and banners', async () => {
    await seedFrom({ SEED: 'demo', SEED_USERS: '7', SEED_ORDERS: '25' });

    expect(await count('users')).toBe(7);
    expect(await count('orders')).toBe(25);
    expect(await count('notifications')).toBe(4);
    expect(await count('banners')).toBe(4);
    // Each notification's image and each banner's two.
    expect(await count('media')).toBe(12);
  });

  it('adds nothing a second time, nor what an administrator deleted', async () => {
    await seedFrom({ SEED_USERS: '7', SEED_ORDERS: '25' });
    await db.exec('DELETE FROM banners');
    await seedFrom({ SEED_USERS: '40', SEED_ORDERS: '90' });

    expect(await count('users')).toBe(7);
    expect(await count('orders')).toBe(25);
    expect(await count('notifications')).toBe(4);
    expect(await count('banners')).toBe(0);
  });

  it('adds only the administrator with SEED=none', async () => {
    await seedFrom({ SEED: 'none', SEED_USERS: '7', SEED_ORDERS: '25' });
    for (const table of ['users', 'orders', 'notifications', 'banners', 'media']) {
      expect({ table, rows: await count(table) }).toEqual({ table, rows: 0 });
    }
    expect(await count('admins')).toBe(1);
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

describe('GET /admin/all-users', () => {
  beforeEach(clearShop);

  it('answers every user, newest first, with a Firestore-style createdAt', async () => {
    await seedFrom({ SEED_USERS: '60', SEED_ORDERS: '0' });
    const list = await users();

    expect(list).toHaveLength(60);
    for (const user of list) {
      expect(user).toEqual({
        id: expect.stringMatching(/^[A-Za-z0-9]{28}$/),
        fullName: expect.stringMatching(/^\S+ \S+$/),
        email: expect.stringMatching(/^[^\s@]+@[^\s@]+\.[a-z.]+$/),
        isAdmin: expect.any(Boolean),
        ...(user.role === undefined ? {} : { role: expect.any(String) }),
        createdAt: { seconds: expect.any(Number), nanoseconds: expect.any(Number) },
      });
      expect(Number.isInteger(user.createdAt.seconds)).toBe(true);
      expect(user.createdAt.nanoseconds).toBeGreaterThanOrEqual(0);
      expect(user.createdAt.nanoseconds).toBeLessThan(1e9);
    }
    const times = list.map(({ createdAt }) => createdAt.seconds + createdAt.nanoseconds / 1e9);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(list.map((user) => user.email)).size).toBe(60);
    expect(list.filter((user) => user.isAdmin).length).toBeGreaterThan(0);
    expect(list.filter((user) => !user.isAdmin).length).toBeGreaterThan(0);
    expect(list.some((user) => user.role === undefined)).toBe(true);
  });

  it('answers an empty list before anything is seeded', async () => {
    expect(await users()).toEqual([]);
    expect(await orders()).toEqual([]);
  });
});

describe('GET /admin/orders/all', () => {
  let list: Order[];
  let userIds: Set<string>;

  // Seeded once: these tests only read.
  beforeAll(async () => {
    await clearShop();
    await seedFrom({ SEED_USERS: '20', SEED_ORDERS: '200' });
    list = await orders();
    userIds = new Set((await users()).map((user) => user.id));
  });

  it('answers every order, newest first, leaving absent fields out rather than null', async () => {
    expect(list).toHaveLength(200);
    const createdAt = list.map((order) => order.createdAt);
    expect(createdAt).toEqual([...createdAt].sort().reverse());
    for (const order of list) {
      expect(Object.values(order)).not.toContain(null);
      expect(order).toMatchObject({
        id: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
        airlo_order_id: expect.stringMatching(/^\d+$/),
        product_name: expect.any(String),
        coverage: expect.any(String),
        createdAt: expect.stringMatching(ISO),
        updatedAt: expect.stringMatching(ISO),
      });
      expect(order.updatedAt >= order.createdAt).toBe(true);
    }
  });

  it('names the buyer by customer_id or by userId, never both, some of them unknown', async () => {
    const viaCustomerId = list.filter((order) => 'customer_id' in order);
    const viaUserId = list.filter((order) => 'userId' in order);
    expect(viaCustomerId.length).toBeGreaterThan(0);
    expect(viaUserId.length).toBeGreaterThan(0);
    expect(viaCustomerId.length + viaUserId.length).toBe(list.length);

    const buyers = list.map((order) => String(order.customer_id ?? order.userId));
    expect(buyers.some((buyer) => userIds.has(buyer))).toBe(true);
    expect(buyers.some((buyer) => !userIds.has(buyer))).toBe(true);
  });

  it('answers amounts as the shop sent them: numbers and numeric strings', async () => {
    const numbers = list.filter((order) => typeof order.amount === 'number');
    const strings = list.filter((order) => typeof order.amount === 'string');
    expect(numbers.length).toBeGreaterThan(0);
    expect(strings.length).toBeGreaterThan(0);
    expect(numbers.length + strings.length).toBe(list.length);
    for (const { amount } of strings) expect(amount).toMatch(/^\d+\.\d\d$/);
  });

  it('has every status colour, an unknown status and an absent one', async () => {
    const statuses = new Set(list.map((order) => order.status));
    for (const status of ['success', 'completed', 'pending', 'cancelled', 'failed', undefined]) {
      expect(statuses).toContain(status);
    }
    expect([...statuses].some((status) => status === 'refunded' || status === 'processing')).toBe(
      true,
    );
    const paymentStatuses = new Set(list.map((order) => order.payment_status));
    for (const status of ['success', 'pending', 'failed', undefined]) {
      expect(paymentStatuses).toContain(status);
    }
  });

  it('sells eSIMs, gift cards and device protection with their own details', async () => {
    const esim = list.find((order) => String(order.product_name).endsWith(' eSIM'));
    expect(esim?.coverage).toMatch(/^.+ (\d+ GB|Unlimited) \/ \d+ days$/);
    expect(list.some((order) => /^.+ Gift Card ₹\d+$/.test(String(order.product_name)))).toBe(true);
    const device = list.find((order) => 'imei_number' in order);
    expect(device?.imei_number).toMatch(/^\d{15}$/);
    expect(device?.model_number).toEqual(expect.any(String));
    for (const key of ['plan_type', 'transaction_id', 'payment_method', 'additional_info']) {
      expect({ key, present: list.some((order) => key in order) }).toEqual({ key, present: true });
    }
    const transactionIds = list.flatMap((order) => order.transaction_id ?? []);
    for (const id of transactionIds) expect(id).toMatch(/^TXN\d{12}$/);
    const methods = new Set(list.flatMap((order) => order.payment_method ?? []));
    expect([...methods].sort()).toEqual(['Card', 'Net Banking', 'UPI', 'Wallet']);
  });
});

describe('the cached lists', () => {
  beforeEach(clearShop);

  it('answer what the table holds now, after any write to it', async () => {
    await seedFrom({ SEED_USERS: '3', SEED_ORDERS: '5' });
    expect(await orders()).toHaveLength(5);
    await insertOrders(db, [
      {
        id: 'NEWORDER000000000001',
        airlo_order_id: '9999999',
        user_id: 'someone',
        product_name: 'Airalo Japan eSIM',
        coverage: 'Japan 5 GB / 15 days',
        amount: '1499.00',
        created_at: '2100-01-01T00:00:00.000Z',
        updated_at: '2100-01-01T00:00:00.000Z',
      },
    ]);
    const [newest] = await orders();
    expect(newest).toEqual({
      id: 'NEWORDER000000000001',
      airlo_order_id: '9999999',
      userId: 'someone',
      product_name: 'Airalo Japan eSIM',
      coverage: 'Japan 5 GB / 15 days',
      amount: '1499.00',
      createdAt: '2100-01-01T00:00:00.000Z',
      updatedAt: '2100-01-01T00:00:00.000Z',
    });

    await db.exec('TRUNCATE orders');
    expect(await orders()).toEqual([]);
  });
});

describe('compression of the long lists', () => {
  beforeAll(async () => {
    await clearShop();
    await seedFrom({ SEED_USERS: '20', SEED_ORDERS: '50' });
  });

  it.each([
    ['br', 'br', brotliDecompressSync],
    ['gzip, deflate, br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
    ['br;q=0, gzip', 'gzip', gunzipSync],
  ] as const)('answers Accept-Encoding "%s" with %s', async (accept, encoding, decompress) => {
    const plain = await get('/admin/orders/all', { 'accept-encoding': 'identity' });
    for (const url of ['/admin/orders/all', '/admin/all-users']) {
      // Twice: the second answer comes from the cache.
      for (let i = 0; i < 2; i += 1) {
        const response = await get(url, { 'accept-encoding': accept });
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        const body = JSON.parse(decompress(response.rawPayload).toString('utf8')) as object;
        expect(body).toHaveProperty('success', true);
        if (url === '/admin/orders/all') expect(body).toEqual(plain.json());
      }
    }
  });

  it('answers uncompressed to a client that takes neither', async () => {
    const response = await get('/admin/orders/all', { 'accept-encoding': 'identity' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json<{ orders: Order[] }>().orders).toHaveLength(50);
  });
});

describe('preferredEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['deflate', undefined],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, br', 'br'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip;q=0.1', 'gzip'],
    ['*', 'br'],
    ['*;q=0.2, br;q=0', 'gzip'],
    ['GZIP', 'gzip'],
  ])('picks from "%s": %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
