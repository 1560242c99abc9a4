-- The shop's numbers (docs/api.md#shop-numbers): orders and their amounts summed per UTC day and
-- status, and new users per UTC day, so the dashboard reads a few hundred rows rather than a
-- million orders and 200,000 users. Kept by the tables' own triggers, so an import made outside
-- this server (psql) counts too.

CREATE TABLE order_daily_stats (
  day date NOT NULL,
  -- lower(status); '' for an order without one.
  status text NOT NULL,
  orders bigint NOT NULL,
  -- The sum of the orders' amounts, whatever their status: the revenue counts only the paid ones.
  amount numeric NOT NULL,
  PRIMARY KEY (day, status)
);

CREATE FUNCTION utc_day(timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT ($1 AT TIME ZONE 'UTC')::date
$$;

-- Once per statement, over its rows: the statement's orders taken out of their old day and
-- status (an update or a delete) and counted in their new ones (an insert or an update); an
-- update that moves nothing writes nothing. The query is built for the transition tables the
-- statement has. Rows are written in one order (day, status), so that two imports running at
-- once wait for each other rather than deadlock.
CREATE FUNCTION orders_roll_up() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := concat_ws(' UNION ALL ',
    CASE WHEN TG_OP IN ('UPDATE', 'DELETE')
         THEN 'SELECT created_at, status, amount, -1 AS sign FROM old_orders' END,
    CASE WHEN TG_OP IN ('INSERT', 'UPDATE')
         THEN 'SELECT created_at, status, amount, 1 AS sign FROM new_orders' END);
BEGIN
  EXECUTE format($sql$
    INSERT INTO order_daily_stats AS kept (day, status, orders, amount)
      SELECT day, status, sum(sign), sum(sign * value)
        FROM (SELECT utc_day(created_at) AS day, coalesce(lower(status), '') AS status,
                     sign, (amount #>> '{}')::numeric AS value
                FROM (%s) AS changed) AS changes
       GROUP BY day, status
      HAVING sum(sign) <> 0 OR sum(sign * value) <> 0
       ORDER BY day, status
    ON CONFLICT (day, status) DO UPDATE
      SET orders = kept.orders + EXCLUDED.orders, amount = kept.amount + EXCLUDED.amount
  $sql$, changes);
  RETURN NULL;
END
$$;

CREATE TRIGGER orders_roll_up_on_insert
  AFTER INSERT ON orders REFERENCING NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION orders_roll_up();

CREATE TRIGGER orders_roll_up_on_update
  AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION orders_roll_up();

CREATE TRIGGER orders_roll_up_on_delete
  AFTER DELETE ON orders REFERENCING OLD TABLE AS old_orders
  FOR EACH STATEMENT EXECUTE FUNCTION orders_roll_up();

CREATE FUNCTION orders_roll_up_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- DELETE, not TRUNCATE: the same TRUNCATE statement may be emptying this table too.
  DELETE FROM order_daily_stats;
  RETURN NULL;
END
$$;

CREATE TRIGGER orders_roll_up_on_truncate
  AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION orders_roll_up_truncate();

CREATE TABLE user_daily_stats (
  day date PRIMARY KEY,
  users bigint NOT NULL
);

-- The same for the users: each statement's users taken out of their old creation day and
-- counted in their new one.
CREATE FUNCTION users_roll_up() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := concat_ws(' UNION ALL ',
    CASE WHEN TG_OP IN ('UPDATE', 'DELETE')
         THEN 'SELECT created_at, -1 AS sign FROM old_users' END,
    CASE WHEN TG_OP IN ('INSERT', 'UPDATE')
         THEN 'SELECT created_at, 1 AS sign FROM new_users' END);
BEGIN
  EXECUTE format($sql$
    INSERT INTO user_daily_stats AS kept (day, users)
      SELECT utc_day(created_at) AS day, sum(sign) FROM (%s) AS changed
       GROUP BY 1 HAVING sum(sign) <> 0 ORDER BY 1
    ON CONFLICT (day) DO UPDATE SET users = kept.users + EXCLUDED.users
  $sql$, changes);
  RETURN NULL;
END
$$;

CREATE TRIGGER users_roll_up_on_insert
  AFTER INSERT ON users REFERENCING NEW TABLE AS new_users
  FOR EACH STATEMENT EXECUTE FUNCTION users_roll_up();

CREATE TRIGGER users_roll_up_on_update
  AFTER UPDATE ON users REFERENCING OLD TABLE AS old_users NEW TABLE AS new_users
  FOR EACH STATEMENT EXECUTE FUNCTION users_roll_up();

CREATE TRIGGER users_roll_up_on_delete
  AFTER DELETE ON users REFERENCING OLD TABLE AS old_users
  FOR EACH STATEMENT EXECUTE FUNCTION users_roll_up();

CREATE FUNCTION users_roll_up_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM user_daily_stats;
  RETURN NULL;
END
$$;

CREATE TRIGGER users_roll_up_on_truncate
  AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION users_roll_up_truncate();

-- The orders and users already here.
INSERT INTO order_daily_stats (day, status, orders, amount)
  SELECT utc_day(created_at), coalesce(lower(status), ''), count(*),
         sum((amount #>> '{}')::numeric)
    FROM orders
   GROUP BY 1, 2;

INSERT INTO user_daily_stats (day, users)
  SELECT utc_day(created_at), count(*) FROM users GROUP BY 1;
