/**
 * The shop's numbers for the dashboard (docs/api.md#shop-numbers), read in one query after the
 * shop's clock from the daily rollups of orders and users (migrations 008, 026: the shop's days) and the
 * notifications and banners: a few hundred rows whatever the number of orders and users. Today
 * is compared with yesterday up to the same time of day, read from the tables by their creation
 * index (a day's rows). The revenue is the paid orders' amounts (docs/api.md#paid-orders), which
 * the rollup keeps as each row's paid_amount; every sum of rupees is rounded to the paisa once,
 * by rupee_total (migration 033), as a customer's total spent is.
 */
import type { DayRange, PeriodTotals, ShopStats, Totals } from '../../../contract/stats';
import type { Queryable } from '../db/types';
import { addDays, dayNumber, daysBetween } from '../lib/days';
import { banners } from './banners';
import { AMOUNT } from './orders';
import { notifications } from './notifications';

/** Where the shop's clock stands (shop_now(), which tests set): its day, and that time yesterday. */
export interface ShopClock {
  /** The shop's day, YYYY-MM-DD. */
  today: string;
  /** The moment yesterday at the same time of day in the shop's zone, ISO 8601. */
  sameTimeYesterday: string;
}

/** Reads the shop's clock (docs/api.md#the-shops-time-zone). */
export async function shopClock(db: Queryable): Promise<ShopClock> {
  const [clock] = await db.query<ShopClock>(
    `SELECT to_char(shop_day(shop_now()), 'YYYY-MM-DD') AS today,
            to_char(((shop_now() AT TIME ZONE shop_zone()) - interval '1 day')
                      AT TIME ZONE shop_zone() AT TIME ZONE 'UTC',
                    'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "sameTimeYesterday"`,
  );
  if (!clock) throw new Error("The shop's clock answered no row.");
  return clock;
}

type RangeDetails = Pick<ShopStats['range'], 'byStatus' | 'daily'>;

/** What the query answers: each window's counts, keyed; the range's details; the active items. */
interface StatsRow extends RangeDetails {
  windows: (Omit<Totals, keyof DayRange> & { key: string })[];
  active: ShopStats['active'];
}

const PERIOD_DAYS = { today: 1, last7Days: 7, last30Days: 30 } as const;
type PeriodKey = keyof typeof PERIOD_DAYS | 'range';

/** The window read from the tables up to the clock's moment rather than from the rollups. */
const SO_FAR = 'today.previous';

/** Each period's days and the as many days just before them, keyed 'today', 'today.previous'... */
function windowsOf(today: string, range: DayRange): (DayRange & { key: string })[] {
  const periods: [PeriodKey, DayRange][] = [
    ['range', range],
    ...Object.entries(PERIOD_DAYS).map(([key, days]): [PeriodKey, DayRange] => [
      key as PeriodKey,
      { from: addDays(today, 1 - days), to: today },
    ]),
  ];
  return periods.flatMap(([key, { from, to }]) => {
    const days = daysBetween(from, to);
    return [
      { key, from, to },
      { key: `${key}.previous`, from: addDays(from, -days), to: addDays(from, -1) },
    ];
  });
}

/** The figures of the periods to the clock's day and of `range`, read in one query. */
export async function shopStats(
  db: Queryable,
  clock: ShopClock,
  range: DayRange,
): Promise<ShopStats> {
  const windows = windowsOf(clock.today, range);
  const [row] = await db.query<{ stats: StatsRow }>(STATS_SQL, [
    // As day numbers: a period before one in year 1 reaches year 0, which no date text holds.
    JSON.stringify(
      windows.map(({ key, from, to }) => ({ key, first: dayNumber(from), last: dayNumber(to) })),
    ),
    range.from,
    range.to,
    addDays(clock.today, -1),
    clock.sameTimeYesterday,
  ]);
  if (!row) throw new Error('The stats query answered no row.');
  const { byStatus, daily, active } = row.stats;
  const counts = new Map(row.stats.windows.map(({ key, ...window }) => [key, window]));
  const totals = new Map(
    windows.map(({ key, from, to }) => [key, { from, to, ...counts.get(key) } as Totals]),
  );
  const period = (key: PeriodKey): PeriodTotals => ({
    ...(totals.get(key) as Totals),
    previous: totals.get(`${key}.previous`) as Totals,
  });
  return {
    today: clock.today,
    periods: {
      today: period('today'),
      last7Days: period('last7Days'),
      last30Days: period('last30Days'),
    },
    range: { ...period('range'), byStatus, daily },
    active,
  };
}

/**
 * $1: the windows (JSON: key, first and last day as days since 1970-01-01); $2, $3: the range's
 * first and last day; $4, $5: yesterday and that moment of it, up to which today's previous is
 * read from the tables by their creation index (a day's rows), once, beside the windows: read per
 * window, the planner priced the query over PostgreSQL's JIT threshold, and compiling it took
 * 0.4-0.6 s a request at a million orders (docs/benchmarks.md#other-measurements). Each other
 * window sums at most a few hundred rollup rows (one per day and status, or per day for users).
 */
const STATS_SQL = `
  WITH windows AS (
    SELECT key, date '1970-01-01' + first AS "from", date '1970-01-01' + last AS "to"
      FROM json_to_recordset($1::json) AS w(key text, first int, last int)
  ),
  orders_so_far AS (
    SELECT count(*)::int AS orders,
           rupee_total(sum(${AMOUNT}) FILTER (WHERE order_paid(payment_status, status))) AS revenue
      FROM orders WHERE created_at >= shop_day_start($4::date) AND created_at < $5::timestamptz
  ),
  users_so_far AS (
    SELECT count(*)::int AS users
      FROM users WHERE created_at >= shop_day_start($4::date) AND created_at < $5::timestamptz
  ),
  range_days AS (
    SELECT day, sum(orders) AS orders,
           sum(paid_amount) AS revenue
      FROM order_daily_stats WHERE day BETWEEN $2::date AND $3::date GROUP BY day
  )
  SELECT json_build_object(
    'windows', (SELECT json_agg(CASE WHEN key = '${SO_FAR}'
        THEN json_build_object('key', key, 'orders', orders_so_far.orders,
          'revenue', orders_so_far.revenue, 'newUsers', users_so_far.users)
        ELSE json_build_object('key', key,
          'orders', (SELECT coalesce(sum(orders), 0)::int FROM order_daily_stats
                      WHERE day BETWEEN w."from" AND w."to"),
          'revenue', (SELECT rupee_total(sum(paid_amount)) FROM order_daily_stats
                       WHERE day BETWEEN w."from" AND w."to"),
          'newUsers', (SELECT coalesce(sum(users), 0)::int FROM user_daily_stats
                        WHERE day BETWEEN w."from" AND w."to")) END)
        FROM windows AS w, orders_so_far, users_so_far),
    -- '' is a missing status (order_status_key, migration 030): the Unknown bar, which lists
    -- the orders status=missing finds.
    'byStatus', (SELECT coalesce(json_agg(json_build_object(
        'status', nullif(status, ''), 'orders', orders, 'amount', amount)
        ORDER BY orders DESC, status), '[]')
        FROM (SELECT status, sum(orders)::int AS orders, rupee_total(sum(amount)) AS amount
                FROM order_daily_stats WHERE day BETWEEN $2::date AND $3::date
               GROUP BY status HAVING sum(orders) > 0) AS statuses),
    'daily', (SELECT json_agg(json_build_object(
        'day', to_char(d, 'YYYY-MM-DD'),
        'orders', coalesce(range_days.orders, 0)::int,
        'revenue', rupee_total(range_days.revenue)) ORDER BY d)
        FROM generate_series($2::date, $3::date, interval '1 day') AS d
        LEFT JOIN range_days ON range_days.day = d::date),
    'active', json_build_object(
        'notifications', (SELECT count(*)::int FROM notifications WHERE ${notifications.isActive}),
        'banners', (SELECT count(*)::int FROM banners WHERE ${banners.isActive}))
  ) AS stats`;
