-- The shop's days (docs/api.md#the-shops-time-zone): every day the API speaks of, the dashboard's
-- and the lists' `from` and `to`, is a day of the shop's time zone, from its midnight to the next.
-- shop_zone() names that zone; it is also the zone the daily rollups (migration 008) are keyed
-- by, so it changes only with them, through shop_zone_set(), which the server calls at start
-- with SHOP_TIME_ZONE.

-- Writers wait until the rollups below are counted again in the shop's days.
LOCK TABLE orders, users IN SHARE MODE;

CREATE FUNCTION shop_zone() RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT 'Asia/Kolkata'::text
$$;

-- The shop's day of a moment, and the moment a shop's day begins: the one definition of a day
-- that the rollups, the dashboard and the lists' filters share.
CREATE FUNCTION shop_day(timestamptz) RETURNS date LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT ($1 AT TIME ZONE shop_zone())::date
$$;

CREATE FUNCTION shop_day_start(date) RETURNS timestamptz LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT $1::timestamp AT TIME ZONE shop_zone()
$$;

-- As migration 023's, keyed by the shop's day.
CREATE OR REPLACE FUNCTION orders_roll_up() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := concat_ws(' UNION ALL ',
    CASE WHEN TG_OP IN ('UPDATE', 'DELETE')
         THEN 'SELECT created_at, status, payment_status, amount, -1 AS sign FROM old_orders' END,
    CASE WHEN TG_OP IN ('INSERT', 'UPDATE')
         THEN 'SELECT created_at, status, payment_status, amount, 1 AS sign FROM new_orders' END);
BEGIN
  EXECUTE format($sql$
    INSERT INTO order_daily_stats AS kept (day, status, orders, amount, paid_amount)
      SELECT day, status, sum(sign), sum(sign * value),
             coalesce(sum(sign * value) FILTER (WHERE paid), 0)
        FROM (SELECT shop_day(created_at) AS day, coalesce(lower(status), '') AS status,
                     sign, (amount #>> '{}')::numeric AS value,
                     order_paid(payment_status, status) AS paid
                FROM (%s) AS changed) AS changes
       GROUP BY day, status
      HAVING sum(sign) <> 0 OR sum(sign * value) <> 0
          OR coalesce(sum(sign * value) FILTER (WHERE paid), 0) <> 0
       ORDER BY day, status
    ON CONFLICT (day, status) DO UPDATE
      SET orders = kept.orders + EXCLUDED.orders, amount = kept.amount + EXCLUDED.amount,
          paid_amount = kept.paid_amount + EXCLUDED.paid_amount
  $sql$, changes);
  RETURN NULL;
END
$$;

-- As migration 008's, keyed by the shop's day.
CREATE OR REPLACE FUNCTION users_roll_up() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := concat_ws(' UNION ALL ',
    CASE WHEN TG_OP IN ('UPDATE', 'DELETE')
         THEN 'SELECT created_at, -1 AS sign FROM old_users' END,
    CASE WHEN TG_OP IN ('INSERT', 'UPDATE')
         THEN 'SELECT created_at, 1 AS sign FROM new_users' END);
BEGIN
  EXECUTE format($sql$
    INSERT INTO user_daily_stats AS kept (day, users)
      SELECT shop_day(created_at) AS day, sum(sign) FROM (%s) AS changed
       GROUP BY 1 HAVING sum(sign) <> 0 ORDER BY 1
    ON CONFLICT (day) DO UPDATE SET users = kept.users + EXCLUDED.users
  $sql$, changes);
  RETURN NULL;
END
$$;

DROP FUNCTION utc_day(timestamptz);

-- Both rollups counted again from the tables, in the shop's days.
CREATE FUNCTION shop_days_count() RETURNS void LANGUAGE sql AS $$
  DELETE FROM order_daily_stats;
  INSERT INTO order_daily_stats (day, status, orders, amount, paid_amount)
    SELECT shop_day(created_at), coalesce(lower(status), ''), count(*),
           sum((amount #>> '{}')::numeric),
           coalesce(sum((amount #>> '{}')::numeric)
                      FILTER (WHERE order_paid(payment_status, status)), 0)
      FROM orders
     GROUP BY 1, 2;
  DELETE FROM user_daily_stats;
  INSERT INTO user_daily_stats (day, users)
    SELECT shop_day(created_at), count(*) FROM users GROUP BY 1;
$$;

-- Makes `zone` the shop's (unless it already is) and counts the rollups again in its days, in
-- the caller's transaction, the writers waiting; true when it did. An unknown zone raises
-- PostgreSQL's own error (22023) before anything changes.
CREATE FUNCTION shop_zone_set(zone text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF zone = shop_zone() THEN
    RETURN false;
  END IF;
  PERFORM now() AT TIME ZONE zone;
  LOCK TABLE orders, users IN SHARE MODE;
  EXECUTE format(
    'CREATE OR REPLACE FUNCTION shop_zone() RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS %L',
    format('SELECT %L::text', zone));
  PERFORM shop_days_count();
  RETURN true;
END
$$;

SELECT shop_days_count();
