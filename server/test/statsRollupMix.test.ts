/**
 * The daily rollups (migrations 008, 026) against the tables themselves after seeded random writes made
 * straight in SQL, as an import would: multi-row inserts, upserts (INSERT ... ON CONFLICT DO
 * UPDATE), MERGE, updates of status, payment status, amount and creation time across the shop's days,
 * updates that change nothing, deletes, and a transaction rolled back. After every statement the
 * rollup must equal a GROUP BY over the table, its paid amounts included (migration 023).
 */
import type { Queryable } from '../src/db/types';
import { useShop } from './support/shop';

const { clearShop, server } = useShop();

/** A small seeded generator (mulberry32), so that a failure comes back with its seed. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  /** `count` distinct ids of the pool of 30, so that writes hit rows already there. */
  const ids = (count: number, prefix = 'mix') => [
    ...new Set(Array.from({ length: count }, () => `${prefix}${String(int(30)).padStart(2, '0')}`)),
  ];
  return { next, int, pick, ids };
}

type Random = ReturnType<typeof random>;

const STATUSES = ['completed', 'Completed', 'SUCCESS', 'pending', 'failed', null] as const;
/** Paid, not, undoing a payment, blank (the status decides) and absent. */
const PAYMENT_STATUSES = ['success', 'pending', 'Refunded', 'cancelled', ' ', null] as const;
/** The edges of three of the shop's days (Asia/Kolkata, +05:30), and their middles. */
const MOMENTS = ['00:00:00.000', '00:00:00.001', '12:00:00.000', '23:59:59.999'] as const;

const moment = (rnd: Random) => `2026-03-0${1 + rnd.int(3)}T${rnd.pick(MOMENTS)}+05:30`;
const amount = (rnd: Random) =>
  rnd.next() < 0.5 ? rnd.int(5000) : `${rnd.int(5000)}.${String(rnd.int(100)).padStart(2, '0')}`;
const rows = (rnd: Random, ids: string[]) =>
  JSON.stringify(
    ids.map((id) => ({
      id,
      amount: amount(rnd),
      status: rnd.pick(STATUSES),
      payment_status: rnd.pick(PAYMENT_STATUSES),
      created_at: moment(rnd),
      drop: rnd.next() < 0.3,
    })),
  );

const SOURCE = `jsonb_to_recordset($1::jsonb)
  AS s(id text, amount jsonb, status text, payment_status text, created_at timestamptz,
        drop boolean)`;
const COLUMNS = `(id, airlo_order_id, product_name, coverage, amount, status, payment_status,
                  created_at, updated_at)`;
const VALUES = `s.id, '1', 'Travel eSIM', 'Europe', s.amount, s.status, s.payment_status,
                s.created_at, s.created_at`;

/** One random write to the orders or users, straight in SQL. */
const WRITES: ((db: Queryable, rnd: Random) => Promise<unknown>)[] = [
  (db, rnd) =>
    db.query(
      `INSERT INTO orders ${COLUMNS} SELECT ${VALUES} FROM ${SOURCE} ON CONFLICT (id) DO UPDATE
         SET amount = EXCLUDED.amount, status = EXCLUDED.status,
             payment_status = EXCLUDED.payment_status, created_at = EXCLUDED.created_at`,
      [rows(rnd, rnd.ids(1 + rnd.int(6)))],
    ),
  (db, rnd) =>
    db.query(
      `MERGE INTO orders AS o USING (SELECT * FROM ${SOURCE}) AS s ON o.id = s.id
        WHEN MATCHED AND s.drop THEN DELETE
        WHEN MATCHED THEN UPDATE SET amount = s.amount, status = s.status,
                                     payment_status = s.payment_status, created_at = s.created_at
        WHEN NOT MATCHED THEN INSERT ${COLUMNS} VALUES (${VALUES})`,
      [rows(rnd, rnd.ids(1 + rnd.int(6)))],
    ),
  (db, rnd) =>
    db.query('UPDATE orders SET status = $2 WHERE id = ANY($1)', [rnd.ids(5), rnd.pick(STATUSES)]),
  (db, rnd) =>
    db.query('UPDATE orders SET payment_status = $2 WHERE id = ANY($1)', [
      rnd.ids(5),
      rnd.pick(PAYMENT_STATUSES),
    ]),
  (db, rnd) =>
    db.query('UPDATE orders SET amount = to_jsonb($2::text) WHERE id = ANY($1)', [
      rnd.ids(5),
      String(amount(rnd)),
    ]),
  (db, rnd) =>
    db.query(
      `UPDATE orders SET created_at = created_at + $2 * interval '1 hour' WHERE id = ANY($1)`,
      [rnd.ids(8), rnd.pick([-25, -1, 1, 13])],
    ),
  (db, rnd) => db.query('UPDATE orders SET coverage = coverage WHERE id = ANY($1)', [rnd.ids(8)]),
  (db, rnd) => db.query('DELETE FROM orders WHERE id = ANY($1)', [rnd.ids(3)]),
  (db, rnd) =>
    db.query(
      `INSERT INTO users (id, full_name, email, is_admin, created_at)
         SELECT id, id, id || '@example.com', false, created_at FROM ${SOURCE}
       ON CONFLICT (id) DO UPDATE SET created_at = EXCLUDED.created_at`,
      [rows(rnd, rnd.ids(1 + rnd.int(4), 'user'))],
    ),
  (db, rnd) => db.query('DELETE FROM users WHERE id = ANY($1)', [rnd.ids(2, 'user')]),
];

/** A write, or a few in a transaction that is then rolled back. */
async function write(rnd: Random): Promise<void> {
  if (rnd.next() < 0.1) {
    const undone = new Error('rolled back');
    await expect(
      server.db.transaction(async (tx) => {
        for (let i = 0; i < 3; i += 1) await rnd.pick(WRITES)(tx, rnd);
        throw undone;
      }),
    ).rejects.toBe(undone);
    return;
  }
  await rnd.pick(WRITES)(server.db, rnd);
}

/** The rollups' rows that count, and the same sums from the tables. */
async function rollupsAndTruth() {
  const rowsOf = (sql: string) => server.db.query<Record<string, unknown>>(sql);
  const orders = `SELECT to_char(day, 'YYYY-MM-DD') AS day, status, orders::int AS orders,
                         amount::numeric(14, 2)::text AS amount,
                         paid::numeric(14, 2)::text AS paid FROM (%s) AS sums
                   WHERE orders <> 0 OR amount <> 0 OR paid <> 0 ORDER BY day, status`;
  const users = `SELECT to_char(day, 'YYYY-MM-DD') AS day, users::int AS users FROM (%s) AS sums
                  WHERE users <> 0 ORDER BY day`;
  return Promise.all([
    rowsOf(
      orders.replace(
        '%s',
        'SELECT day, status, orders, amount, paid_amount AS paid FROM order_daily_stats',
      ),
    ),
    rowsOf(
      orders.replace(
        '%s',
        `SELECT shop_day(created_at) AS day, coalesce(lower(status), '') AS status,
                count(*) AS orders, sum((amount #>> '{}')::numeric) AS amount,
                coalesce(sum((amount #>> '{}')::numeric)
                           FILTER (WHERE order_paid(payment_status, status)), 0) AS paid
           FROM orders GROUP BY 1, 2`,
      ),
    ),
    rowsOf(users.replace('%s', 'SELECT day, users FROM user_daily_stats')),
    rowsOf(
      users.replace(
        '%s',
        'SELECT shop_day(created_at) AS day, count(*) AS users FROM users GROUP BY 1',
      ),
    ),
  ]);
}

describe('the daily rollups after random writes straight in SQL', () => {
  it.each([1, 2, 3, 4])('equal the tables after each of 40 writes (seed %i)', async (seed) => {
    await clearShop();
    const rnd = random(seed);
    let seen = 0;
    let split = false;
    for (let step = 0; step < 40; step += 1) {
      await write(rnd);
      const [rollup, orders, userRollup, users] = await rollupsAndTruth();
      expect({ step, rollup, userRollup }).toEqual({ step, rollup: orders, userRollup: users });
      seen = Math.max(seen, orders.length);
      // A day and status with paid and unpaid orders both.
      split ||= orders.some(({ amount, paid }) => paid !== '0.00' && paid !== amount);
    }
    // The writes did reach several days and statuses, and paid and unpaid orders of one.
    expect(seen).toBeGreaterThan(5);
    expect(split).toBe(true);
  });
});
