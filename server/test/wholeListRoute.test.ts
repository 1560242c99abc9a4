/** The long lists (users, orders) served from memory: fresh after any write, and compressed. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { preferredEncoding } from '../src/http/encodedBody';
import { insertOrders } from '../src/repositories/orders';
import { WHOLE_LIST_LIMIT } from '../src/routes/wholeListRoute';
import { NEWEST_ORDER, useShop, type Order } from './support/shop';
import { failure } from './support/testApp';

const { server, clearShop, get, orders, seedFrom } = useShop();

describe('the cached lists', () => {
  beforeEach(clearShop);

  it('answer what the table holds now, after any write to it', async () => {
    await seedFrom({ SEED_USERS: '3', SEED_ORDERS: '5' });
    expect(await orders()).toHaveLength(5);
    await insertOrders(server.db, [NEWEST_ORDER]);
    const [newest] = await orders();
    expect(newest).toEqual({
      id: NEWEST_ORDER.id,
      airlo_order_id: '9999999',
      userId: 'someone',
      product_name: 'Airalo Japan eSIM',
      coverage: 'Japan 5 GB / 15 days',
      amount: '1499.00',
      createdAt: '2100-01-01T00:00:00.000Z',
      updatedAt: '2100-01-01T00:00:00.000Z',
    });

    await server.db.exec('TRUNCATE orders');
    expect(await orders()).toEqual([]);
  });
});

describe('a list too long to send whole', () => {
  beforeEach(clearShop);
  afterEach(() => server.db.exec('ANALYZE orders'));

  it('is refused with a 503 naming the paged call, and the paged call still answers', async () => {
    await seedFrom({ SEED_USERS: '3', SEED_ORDERS: '5' });
    // What ANALYZE would record for a shop past the limit.
    await server.db.exec(
      `UPDATE pg_class SET reltuples = ${WHOLE_LIST_LIMIT + 1} WHERE relname = 'orders'`,
    );
    const refused = await get('/admin/orders/all');
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual(
      failure({
        success: false,
        message:
          'Too many orders to send in one list (about 250,001): ask for them a page at a time (GET /admin/orders).',
      }),
    );
    expect((await get('/admin/orders?pageSize=10')).json()).toMatchObject({
      pagination: { total: 5 },
    });
    expect((await get('/admin/all-users')).statusCode).toBe(200);
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
