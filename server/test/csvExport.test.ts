/**
 * GET /admin/orders.csv: every order that the list's search, filter and sort match, as CSV, read
 * in keyset batches; text that a spreadsheet would run is neutralised.
 */
import { insertOrders, ORDER_EXPORT_COLUMNS, ORDER_TABLE } from '../src/repositories/orders';
import { exportBatches, ExportInterrupted } from '../src/repositories/shopExports';
import type { OrderSort } from '../../contract/shopLists';
import { batchedIds, csvAnswers } from './support/csvAnswers';
import { ORDER_CSV_HEADINGS } from './support/csvHeadings';
import { insertPagedOrders, order } from './support/pagedOrders';
import { useShop, type PagedOrder } from './support/shop';

const { clearShop, get, pageOf, server } = useShop();
const csv = csvAnswers(get);

const orderIds = async (query: string) =>
  (await csv(`/admin/orders.csv${query}`)).records.slice(1).map(([id]) => id);

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
    expect(rows[0]).toEqual(ORDER_CSV_HEADINGS);
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
    for (const sort of Object.keys(ORDER_TABLE.sorts)) {
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
    for (const sort of Object.keys(ORDER_TABLE.sorts) as OrderSort[]) {
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
    await server.db.write(`DELETE FROM orders WHERE id = 'order004'`);
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
    await server.db.write(`DELETE FROM orders WHERE id = 'order090'`);
  });

  it('refuses a bad query value with a 400 naming it, and a request without a token', async () => {
    const bad = await get('/admin/orders.csv?sort=price');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/sort/);
    const anonymous = await server.app.inject({ method: 'GET', url: '/admin/orders.csv' });
    expect(anonymous.statusCode).toBe(401);
  });
});
