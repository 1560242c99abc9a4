/**
 * The shop's numbers for the dashboard (docs/api.md#shop-numbers), read in one round trip from
 * the daily rollups of orders and users (migrations 008, 026: the shop's days) and the
 * notifications and banners: a few hundred rows whatever the number of orders and users. Today
 * is compared with yesterday up to the same time of day, read from the tables by their creation
 * index (a day's rows). The revenue is the paid orders' amounts (docs/api.md#paid-orders), which
 * the rollup keeps as each row's paid_amount.
 */
import type { DayRange, PeriodTotals, ShopStats, Totals } from '../../../contract/stats';
import type { Queryable } from '../db/types';
import { addDays, dayNumber, daysBetween } from '../lib/days';
import { banners } from './banners';
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

/** A window's days; `until`, for today's previous only: up to that moment. */
type Window = DayRange & { key: string; until?: string };

/** Each period's days and the as many days just before them, keyed 'today', 'today.previous'... */
function windowsOf({ today, sameTimeYesterday }: ShopClock, range: DayRange): Window[] {
  const periods: [PeriodKey, DayRange][] = [
    ['range', range],
    ...Object.entries(PERIOD_DAYS).map(([key, days]): [PeriodKey, DayRange] => [
      key as PeriodKey,
      { from: addDays(today, 1 - days), to: today },
    ]),
  ];
  return periods.flatMap(([key, { from, to }]) => {
    const days = daysBetween(from, to);
    const until = key === 'today' ? sameTimeYesterday : undefined;
    return [
      { key, from, to },
      { key: `${key}.previous`, from: addDays(from, -days), to: addDays(from, -1), until },
    ];
  });
}

/** The figures of the periods to the clock's day and of `range`, read in one query. */
export async function shopStats(
  db: Queryable,
  clock: ShopClock,
  range: DayRange,
): Promise<ShopStats> {
  const windows = windowsOf(clock, range);
  const [row] = await db.query<{ stats: StatsRow }>(STATS_SQL, [
    // As day numbers: a period before one in year 1 reaches year 0, which no date text holds.
    JSON.stringify(
      windows.map(({ key, from, to, until }) => ({
        key,
        first: dayNumber(from),
        last: dayNumber(to),
        until,
      })),
    ),
    range.from,
    range.to,
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
 * $1: the windows (JSON: key, first and last day as days since 1970-01-01, and `until`, a moment,
 * for a window read from the tables up to it); $2, $3: the range's first and last day. Each
 * window sums at most a few hundred rollup rows (one per day and status, or one per day for the
 * users); the one with `until`, a day's orders and users by their creation index.
 */
const STATS_SQL = `
  WITH windows AS (
    SELECT key, date '1970-01-01' + first AS "from", date '1970-01-01' + last AS "to", until
      FROM json_to_recordset($1::json) AS w(key text, first int, last int, until timestamptz)
  ),
  range_days AS (
    SELECT day, sum(orders) AS orders,
           sum(paid_amount) AS revenue
      FROM order_daily_stats WHERE day BETWEEN $2::date AND $3::date GROUP BY day
  )
  SELECT json_build_object(
    'windows', (SELECT json_agg(json_build_object('key', key,
        'orders', coalesce(so_far.orders, rolled.orders),
        'revenue', coalesce(so_far.revenue, rolled.revenue),
        'newUsers', coalesce(users_so_far.users, rolled_users.users)))
        FROM windows AS w
        CROSS JOIN LATERAL (SELECT coalesce(sum(orders), 0)::int AS orders,
                        round(coalesce(sum(paid_amount), 0), 2) AS revenue
                   FROM order_daily_stats
                  WHERE w.until IS NULL AND day BETWEEN w."from" AND w."to") AS rolled
        CROSS JOIN LATERAL (SELECT coalesce(sum(users), 0)::int AS users FROM user_daily_stats
                  WHERE w.until IS NULL AND day BETWEEN w."from" AND w."to") AS rolled_users
        LEFT JOIN LATERAL (SELECT count(*)::int AS orders,
                        round(coalesce(sum((amount #>> '{}')::numeric)
                                FILTER (WHERE order_paid(payment_status, status)), 0), 2) AS revenue
                   FROM orders
                  WHERE w.until IS NOT NULL
                    AND created_at >= shop_day_start(w."from") AND created_at < w.until
                 HAVING w.until IS NOT NULL) AS so_far ON true
        LEFT JOIN LATERAL (SELECT count(*)::int AS users FROM users
                  WHERE w.until IS NOT NULL
                    AND created_at >= shop_day_start(w."from") AND created_at < w.until
                 HAVING w.until IS NOT NULL) AS users_so_far ON true),
    'byStatus', (SELECT coalesce(json_agg(json_build_object(
        'status', nullif(status, ''), 'orders', orders, 'amount', amount)
        ORDER BY orders DESC, status), '[]')
        FROM (SELECT status, sum(orders)::int AS orders, round(sum(amount), 2) AS amount
                FROM order_daily_stats WHERE day BETWEEN $2::date AND $3::date
               GROUP BY status HAVING sum(orders) > 0) AS statuses),
    'daily', (SELECT json_agg(json_build_object(
        'day', to_char(d, 'YYYY-MM-DD'),
        'orders', coalesce(range_days.orders, 0)::int,
        'revenue', round(coalesce(range_days.revenue, 0), 2)) ORDER BY d)
        FROM generate_series($2::date, $3::date, interval '1 day') AS d
        LEFT JOIN range_days ON range_days.day = d::date),
    'active', json_build_object(
        'notifications', (SELECT count(*)::int FROM notifications WHERE ${notifications.isActive}),
        'banners', (SELECT count(*)::int FROM banners WHERE ${banners.isActive}))
  ) AS stats`;
