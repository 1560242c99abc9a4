/**
 * One rule of a missing order status (migration 030): the database's order_status_missing answers
 * every case of the table as isMissingStatus (contract/orderRules.ts) does, which the web app
 * runs too (src/lib/orderStatus.test.ts); and the list's 'missing' filter, its count, the CSV and
 * the dashboard's statuses all take the orders it calls missing, and only those.
 */
import { isMissingStatus } from '../../contract/orderRules';
import { MISSING_STATUS_CASES } from '../../src/testing/missingStatusCases';
import { insertOrders } from '../src/repositories/orders';
import { csvAnswers } from './support/csvAnswers';
import { order } from './support/pagedOrders';
import { orderIds, useShop } from './support/shop';

const { clearShop, get, ordersPage, server } = useShop();

describe('which order statuses are missing', () => {
  it.each(MISSING_STATUS_CASES)('%s', async (_rule, status, missing) => {
    const [row] = await server.db.query<{ sql: boolean; key: string }>(
      'SELECT order_status_missing($1) AS sql, order_status_key($1) AS key',
      [status ?? null],
    );
    expect({ typescript: isMissingStatus(status), ...row }).toEqual({
      typescript: missing,
      sql: missing,
      // The rollup's key: '' for a missing status, else the status lower-cased.
      key: missing ? '' : status?.toLowerCase(),
    });
  });
});

describe('the orders with a missing status, on every path', () => {
  // The CSV is read a line a record here, so no status breaks a line.
  const cases = MISSING_STATUS_CASES.filter(
    ([, status]) => !/[\n\r\u2028\u2029]/.test(status ?? ''),
  );
  const rows = cases.map(([, status], index) =>
    order(index + 1, { status, created_at: '2026-03-10T06:00:00.000Z' }),
  );
  const missingIds = rows
    .filter(({ status }) => isMissingStatus(status))
    .map(({ id }) => id)
    .reverse();

  beforeAll(async () => {
    await clearShop();
    await insertOrders(server.db, rows);
  });

  it('lists and counts them, and only them, as the web app shows them Unknown', async () => {
    const answer = await ordersPage('?status=missing');
    expect(orderIds(answer)).toEqual(missingIds);
    expect(answer.pagination).toMatchObject({ total: missingIds.length, totalExact: true });
  });

  it('exports them, and only them', async () => {
    const { records } = await csvAnswers(get)('/admin/orders.csv?status=missing');
    expect(records.slice(1).map(([id]) => id)).toEqual(missingIds);
  });

  it('shows them on the dashboard as one slice without a status', async () => {
    const response = await get('/admin/stats?from=2026-03-10&to=2026-03-10');
    const { byStatus } = response.json<{
      stats: { range: { byStatus: { status: string | null; orders: number }[] } };
    }>().stats.range;
    // The others, one order each, in whatever order the database's collation gives them.
    const [first, ...others] = byStatus.map(({ status, orders }) => [status, orders]);
    expect(first).toEqual([null, missingIds.length]);
    const written = rows.filter(({ status }) => !isMissingStatus(status));
    expect(others.sort()).toEqual(written.map(({ status }) => [status?.toLowerCase(), 1]).sort());
  });
});
