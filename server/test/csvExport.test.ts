/**
 * GET /admin/orders.csv and /admin/users.csv: every row a list's search, filter and sort match,
 * as CSV, read in keyset batches; text that a spreadsheet would run is neutralised.
 */
import { csvField } from '../src/csv';
import {
  insertOrders,
  ORDER_EXPORT_COLUMNS,
  ORDER_SORTS,
  ORDER_TABLE,
} from '../src/repositories/orders';
import { exportBatches, ExportInterrupted } from '../src/repositories/shopExports';
import {
  insertUsers,
  USER_EXPORT_COLUMNS,
  USER_SORTS,
  USER_TABLE,
} from '../src/repositories/users';
import { insertPagedOrders, order } from './support/pagedOrders';
import { useShop, type PagedOrder } from './support/shop';

const { clearShop, get, pageOf, server } = useShop();

/** The records of a CSV answer without quoted fields, the heading first. */
function records(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  expect(body.endsWith('\r\n')).toBe(true);
  return body
    .slice(1, -2)
    .split('\r\n')
    .map((line) => line.split(','));
}

async function csv(url: string) {
  const response = await get(url);
  expect(response.statusCode).toBe(200);
  return { response, records: records(response.body) };
}

const orderIds = async (query: string) =>
  (await csv(`/admin/orders.csv${query}`)).records.slice(1).map(([id]) => id);

/** Every id of one batch read after another, `rows` at a time. */
async function batchedIds(batches: AsyncGenerator<unknown[][]>): Promise<unknown[]> {
  const ids: unknown[] = [];
  for await (const batch of batches) ids.push(...batch.map(([id]) => id));
  return ids;
}

describe('GET /admin/orders.csv', () => {
  beforeAll(async () => {
    await clearShop();
    await insertPagedOrders(server.db);
  });

  it('sends every order newest first as a dated CSV download, columns as on screen', async () => {
    const { response, records: rows } = await csv('/admin/orders.csv');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const day = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="orders-${day}.csv"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(rows[0]).toEqual([
      'Order ID',
      'User',
      'Email',
      'Product',
      'Coverage',
      'Amount',
      'Status',
      'Date',
    ]);
    expect(rows).toHaveLength(34);
    expect(rows.slice(1, 5)).toEqual([
      [
        'order033',
        'Rohan Iyer',
        'rohan@example.org',
        'Travel eSIM Europe',
        'Asia',
        '33',
        '',
        '2026-01-01T00:33:00.000Z',
      ],
      [
        'order032',
        '',
        '',
        'Device Cover 50%_off',
        'Europe',
        '32',
        'failed',
        '2026-01-01T00:32:00.000Z',
      ],
      // The amount sent as the string "1499.00" is a number in the file.
      [
        'order031',
        'Rohan Iyer',
        'rohan@example.org',
        'Gift Card 500',
        'India',
        '1499',
        'Pending',
        '2026-01-01T00:31:00.000Z',
      ],
      [
        'order030',
        'Diya Kapoor',
        'diya@example.com',
        'Travel eSIM Europe',
        'Europe',
        '30',
        'completed',
        '2026-01-01T00:30:00.000Z',
      ],
    ]);
  });

  it('holds the rows of the paged list, in its order, for every sort, order and filter', async () => {
    for (const sort of Object.keys(ORDER_SORTS)) {
      for (const query of [
        `sort=${sort}&order=asc`,
        `sort=${sort}&order=desc`,
        `sort=${sort}&q=rohan`,
      ]) {
        const listed = await pageOf<PagedOrder, 'orders'>('orders', `?pageSize=100&${query}`);
        expect({ query, ids: await orderIds(`?${query}`) }).toEqual({
          query,
          ids: listed.orders.map(({ id }) => id),
        });
      }
    }
    expect(await orderIds('?status=PENDING')).toEqual(['order031']);
    expect(await orderIds('?q=50%25_')).toEqual(['order032']);
    expect(await orderIds('?q=nothing-matches')).toEqual([]);
  });

  it('reads batch after batch from where the last ended, ties and empty keys included', async () => {
    for (const sort of Object.keys(ORDER_SORTS) as (keyof typeof ORDER_SORTS)[]) {
      for (const order of ['asc', 'desc'] as const) {
        const request = { q: '', sort, order };
        const whole = await batchedIds(
          exportBatches(server.db, ORDER_TABLE, ORDER_EXPORT_COLUMNS, request, {}),
        );
        const inFours = await batchedIds(
          exportBatches(server.db, ORDER_TABLE, ORDER_EXPORT_COLUMNS, request, {}, 4),
        );
        expect({ sort, order, ids: inFours }).toEqual({ sort, order, ids: whole });
        expect(new Set(whole).size).toBe(33);
      }
    }
  });

  it('stops with an error, rather than a short file, when the row it reads after is removed', async () => {
    const request = { q: '', sort: 'createdAt', order: 'desc' } as const;
    const batches = exportBatches(server.db, ORDER_TABLE, ORDER_EXPORT_COLUMNS, request, {}, 30);
    const first = await batches.next();
    expect(first.done).toBe(false);
    await server.db.query(`DELETE FROM orders WHERE id = 'order004'`);
    await expect(batches.next()).rejects.toBeInstanceOf(ExportInterrupted);
    await insertOrders(server.db, [order(4, { customer_id: 'u1' })]);
  });

  it('neutralises text a spreadsheet would run, and quotes what needs quoting', async () => {
    await insertOrders(server.db, [
      order(90, {
        user_id: 'ghost',
        product_name: '=HYPERLINK("http://evil.example","Click")',
        coverage: '+91, India',
        status: '@SUM(1)',
        created_at: '2030-01-01T00:00:00.000Z',
      }),
    ]);
    const { response } = await csv('/admin/orders.csv?q=hyperlink');
    expect(response.body.split('\r\n')[1]).toBe(
      `order090,,,"'=HYPERLINK(""http://evil.example"",""Click"")","'+91, India",90,'@SUM(1),2030-01-01T00:00:00.000Z`,
    );
    await server.db.query(`DELETE FROM orders WHERE id = 'order090'`);
  });

  it('refuses a bad query value with a 400 naming it, and a request without a token', async () => {
    const bad = await get('/admin/orders.csv?sort=price');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/sort/);
    const anonymous = await server.app.inject({ method: 'GET', url: '/admin/orders.csv' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /admin/users.csv', () => {
  beforeAll(async () => {
    await clearShop();
    await insertUsers(server.db, [
      {
        id: 'u1',
        full_name: 'Diya Kapoor',
        email: 'diya@example.com',
        is_admin: false,
        created_at: '2026-01-02T00:00:00.000Z',
      },
      {
        id: 'u2',
        full_name: '-Rohan Iyer',
        email: 'rohan@example.org',
        is_admin: true,
        role: 'Support',
        created_at: '2026-01-03T04:05:06.789Z',
      },
    ]);
  });

  it('sends the users as on screen, with their ids and roles, searched, filtered and sorted', async () => {
    const { response, records: rows } = await csv('/admin/users.csv');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="users-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect(rows).toEqual([
      ['User ID', 'Full Name', 'Email', 'Admin', 'Role', 'Joined'],
      ['u2', "'-Rohan Iyer", 'rohan@example.org', 'Yes', 'Support', '2026-01-03T04:05:06.789Z'],
      ['u1', 'Diya Kapoor', 'diya@example.com', 'No', '', '2026-01-02T00:00:00.000Z'],
    ]);
    const ids = async (query: string) =>
      (await csv(`/admin/users.csv${query}`)).records.slice(1).map(([id]) => id);
    expect(await ids('?isAdmin=false')).toEqual(['u1']);
    expect(await ids('?q=ROHAN')).toEqual(['u2']);
    for (const sort of Object.keys(USER_SORTS)) {
      const request = { q: '', sort: sort as keyof typeof USER_SORTS, order: 'asc' as const };
      const inOnes = await batchedIds(
        exportBatches(server.db, USER_TABLE, USER_EXPORT_COLUMNS, request, {}, 1),
      );
      expect({ sort, ids: await ids(`?sort=${sort}&order=asc`) }).toEqual({ sort, ids: inOnes });
    }
  });
});

describe('csvField', () => {
  it('writes numbers as numbers, negative ones too, and empty for nothing', () => {
    expect([-12.5, 0, null, undefined, Number.NaN].map(csvField)).toEqual([
      '-12.5',
      '0',
      '',
      '',
      '',
    ]);
  });

  it('starts text that a spreadsheet reads as a formula with a quote', () => {
    expect(['=1+1', '+1', '-1', '@A1', '\t=1', '\r=1', 'a=1'].map(csvField)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@A1",
      "'\t=1",
      `"'\r=1"`,
      'a=1',
    ]);
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(['a,b', 'say "hi"', 'two\nlines'].map(csvField)).toEqual([
      '"a,b"',
      '"say ""hi"""',
      '"two\nlines"',
    ]);
  });
});
