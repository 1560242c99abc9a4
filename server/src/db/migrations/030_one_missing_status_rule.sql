-- One rule of a missing order status (docs/api.md#paged-users-and-orders): none, or blank, blank
-- being only the characters String.prototype.trim takes away, as the web app reads it
-- (isMissingStatus in contract/orderRules.ts, proven by one table of cases run against both:
-- src/testing/missingStatusCases.ts). The status filter's 'missing', its count, the CSV, the
-- dashboard's statuses and the paid rule all read it here.

-- Writers wait until the rollup below is counted again under the rule.
LOCK TABLE orders IN SHARE MODE;

-- The character class is migration 023's, which the paid rule now reads from here.
CREATE FUNCTION order_status_missing(status text)
  RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(status, '')
         ~ '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]*$'
$$;

-- The status an order is counted under in the rollup: lower-cased, '' for a missing one, so
-- the dashboard shows a blank status as the orders without one, as the lists do.
CREATE FUNCTION order_status_key(status text)
  RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN order_status_missing(status) THEN '' ELSE lower(status) END
$$;

-- As migration 023's, its blank read from the rule above.
CREATE OR REPLACE FUNCTION order_paid(payment_status text, status text)
  RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(CASE WHEN order_status_missing(payment_status)
                    THEN coalesce(status, '') ELSE payment_status END) IN ('success', 'completed')
     AND lower(coalesce(status, '')) NOT IN ('refunded', 'cancelled')
     AND lower(coalesce(payment_status, '')) NOT IN ('refunded', 'cancelled')
$$;

-- The orders without a status, newest first, from an index of them alone: the filter would
-- otherwise walk the date index past every order with one.
CREATE INDEX orders_missing_status_idx ON orders (created_at, id) WHERE order_status_missing(status);
-- What the rule reads, known to the planner: without it, it guesses far more orders missing
-- than there are, and sorted otherwise walks that sort's index past every order with a status
-- rather than reading the few missing from the index above and sorting them.
CREATE STATISTICS orders_status_text_stats ON (coalesce(status, '')) FROM orders;

-- As migration 026's, keyed by order_status_key.
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
        FROM (SELECT shop_day(created_at) AS day, order_status_key(status) AS status,
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

-- As migration 026's, keyed by order_status_key; shop_zone_set counts again through it.
CREATE OR REPLACE FUNCTION shop_days_count() RETURNS void LANGUAGE sql AS $$
  DELETE FROM order_daily_stats;
  INSERT INTO order_daily_stats (day, status, orders, amount, paid_amount)
    SELECT shop_day(created_at), order_status_key(status), count(*),
           sum((amount #>> '{}')::numeric),
           coalesce(sum((amount #>> '{}')::numeric)
                      FILTER (WHERE order_paid(payment_status, status)), 0)
      FROM orders
     GROUP BY 1, 2;
  DELETE FROM user_daily_stats;
  INSERT INTO user_daily_stats (day, users)
    SELECT shop_day(created_at), count(*) FROM users GROUP BY 1;
$$;

-- The orders already here, counted again.
SELECT shop_days_count();
