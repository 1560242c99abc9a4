/**
 * The daily rollups of orders and users (migrations 008, 026: the shop's days) follow every write
 * to the tables, made
 * by this server or straight in SQL: inserts, updates that move a row between days (and an order
 * between statuses or amounts, or between paid and not: migration 023), deletes and truncation.
 */
import { insertOrders } from '../src/repositories/orders';
import { insertUsers } from '../src/repositories/users';
import { order, userRow } from './support/pagedOrders';
import { useShop } from './support/shop';

const { clearShop, server } = useShop();

interface DayStatus {
  day: string;
  status: string;
  orders: number;
  amount: string;
  /** The paid orders' amounts (docs/api.md#paid-orders), which the revenue sums. */
  paid: string;
}

/** The rollup's rows, and the same sums computed from the orders themselves. */
async function rollupAndTruth(): Promise<[DayStatus[], DayStatus[]]> {
  const select = (from: string) =>
    server.db.query<DayStatus>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, status, orders::int AS orders,
              amount::numeric(14, 2)::text AS amount, paid::numeric(14, 2)::text AS paid
         FROM (${from}) AS sums WHERE orders <> 0 ORDER BY day, status`,
    );
  return Promise.all([
    select('SELECT day, status, orders, amount, paid_amount AS paid FROM order_daily_stats'),
    select(`SELECT shop_day(created_at) AS day, coalesce(lower(status), '') AS status,
                   count(*) AS orders, sum((amount #>> '{}')::numeric) AS amount,
                   coalesce(sum((amount #>> '{}')::numeric)
                              FILTER (WHERE order_paid(payment_status, status)), 0) AS paid
              FROM orders GROUP BY 1, 2`),
  ]);
}

async function expectRollup(expected: DayStatus[]) {
  const [rollup, truth] = await rollupAndTruth();
  expect(rollup).toEqual(truth);
  expect(rollup).toEqual(expected);
}

/** An hour of a day of the shop (Asia/Kolkata, +05:30: migration 026). */
const on = (day: string, hour = 12) => `${day}T${String(hour).padStart(2, '0')}:00:00.000+05:30`;

beforeEach(async () => {
  await clearShop();
  await insertOrders(server.db, [
    order(1, { amount: 100, created_at: on('2026-03-01'), updated_at: on('2026-03-01') }),
    order(2, { amount: '49.50', created_at: on('2026-03-01', 23), updated_at: on('2026-03-01') }),
    order(3, { amount: 10, status: 'Pending', created_at: on('2026-03-02', 0) }),
    order(4, { amount: 7, status: undefined, created_at: on('2026-03-02') }),
    order(5, {
      amount: 20,
      status: 'pending',
      payment_status: 'success',
      created_at: on('2026-03-02'),
    }),
  ]);
});

describe('the daily rollup of orders', () => {
  it("sums inserted orders per shop's day and lower-cased status, numbers and numeric strings", async () => {
    await expectRollup([
      { day: '2026-03-01', status: 'completed', orders: 2, amount: '149.50', paid: '149.50' },
      { day: '2026-03-02', status: '', orders: 1, amount: '7.00', paid: '0.00' },
      // One pending order paid by its payment status.
      { day: '2026-03-02', status: 'pending', orders: 2, amount: '30.00', paid: '20.00' },
    ]);
  });

  it('moves an order updated to another status, payment status, amount or day, and ignores an update that changes nothing', async () => {
    await server.db.exec(`
      UPDATE orders SET status = 'Completed' WHERE id = 'order003';
      UPDATE orders SET amount = '"200.25"' WHERE id = 'order001';
      UPDATE orders SET created_at = '2026-02-28T23:59:59.999+05:30' WHERE id = 'order004';
      UPDATE orders SET payment_status = 'Refunded' WHERE id = 'order005';
      UPDATE orders SET coverage = coverage;
    `);
    await expectRollup([
      { day: '2026-02-28', status: '', orders: 1, amount: '7.00', paid: '0.00' },
      { day: '2026-03-01', status: 'completed', orders: 2, amount: '249.75', paid: '249.75' },
      { day: '2026-03-02', status: 'completed', orders: 1, amount: '10.00', paid: '10.00' },
      { day: '2026-03-02', status: 'pending', orders: 1, amount: '20.00', paid: '0.00' },
    ]);
  });

  it('takes deleted orders out, and is emptied with the orders', async () => {
    await server.db.exec(`DELETE FROM orders WHERE id IN ('order002', 'order003')`);
    await expectRollup([
      { day: '2026-03-01', status: 'completed', orders: 1, amount: '100.00', paid: '100.00' },
      { day: '2026-03-02', status: '', orders: 1, amount: '7.00', paid: '0.00' },
      { day: '2026-03-02', status: 'pending', orders: 1, amount: '20.00', paid: '20.00' },
    ]);
    await server.db.exec('TRUNCATE orders');
    expect(await server.db.query('SELECT * FROM order_daily_stats')).toEqual([]);
  });

  it('stays equal to the orders after a mix of writes in one transaction', async () => {
    await server.db.transaction(async (tx) => {
      await insertOrders(
        tx,
        Array.from({ length: 40 }, (_, i) =>
          order(100 + i, {
            amount: i % 3 === 0 ? `${i}.10` : i,
            status: ['completed', 'SUCCESS', 'failed', undefined][i % 4],
            payment_status: ['success', 'pending', undefined, 'refunded', ' '][i % 5],
            created_at: on(`2026-03-${String(1 + (i % 9)).padStart(2, '0')}`, i % 24),
          }),
        ),
      );
      await tx.query(`UPDATE orders SET status = 'refunded' WHERE id LIKE 'order12%'`);
      await tx.query(`UPDATE orders SET payment_status = 'SUCCESS' WHERE id LIKE 'order10%'`);
      await tx.query(`DELETE FROM orders WHERE id LIKE 'order13%'`);
      await tx.query(`UPDATE orders SET created_at = created_at + interval '13 hours'
                        WHERE id LIKE 'order11%'`);
    });
    const [rollup, truth] = await rollupAndTruth();
    expect(rollup).toEqual(truth);
    expect(rollup.reduce((sum, row) => sum + row.orders, 0)).toBe(35);
  });

  it("counts users per shop's day through inserts, moves, deletes and truncation", async () => {
    const users = () =>
      server.db.query<{ day: string; users: number }>(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, users::int AS users
           FROM user_daily_stats WHERE users <> 0 ORDER BY day`,
      );
    await insertUsers(server.db, [
      userRow('a', on('2026-03-01', 0)),
      userRow('b', on('2026-03-01', 23)),
      userRow('c', on('2026-03-02')),
    ]);
    expect(await users()).toEqual([
      { day: '2026-03-01', users: 2 },
      { day: '2026-03-02', users: 1 },
    ]);
    await server.db.exec(`
      UPDATE users SET created_at = '2026-03-03T01:00:00+05:30' WHERE id = 'b';
      UPDATE users SET full_name = 'Renamed';
      DELETE FROM users WHERE id = 'c';
    `);
    expect(await users()).toEqual([
      { day: '2026-03-01', users: 1 },
      { day: '2026-03-03', users: 1 },
    ]);
    await server.db.exec('TRUNCATE users');
    expect(await users()).toEqual([]);
  });
});
