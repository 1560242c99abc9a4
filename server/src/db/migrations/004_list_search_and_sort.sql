-- The paged lists of users and orders (docs/api.md#paged-users-and-orders): a search that finds a
-- substring in any of the fields the screens search, and sorts and filters that read an index
-- rather than the whole table, so a page of a million orders answers in milliseconds. Text sorts
-- ignore case, as an administrator reads them.
--
-- A search is `search LIKE '%text%'` on one lower-cased column, which a trigram GIN index serves
-- (pg_trgm: shipped with PostgreSQL and with PGlite; a trusted extension since PostgreSQL 13, so
-- the database's owner may create it).

CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Users: name or email, as User Management searches.
ALTER TABLE users
  ADD COLUMN search text GENERATED ALWAYS AS (lower(full_name || E'\n' || email)) STORED;

CREATE INDEX users_search_idx ON users USING gin (search gin_trgm_ops);
CREATE INDEX users_full_name_idx ON users (lower(full_name), id);
CREATE INDEX users_email_idx ON users (lower(email), id);
CREATE INDEX users_role_idx ON users (lower(role), id);
CREATE INDEX users_admin_created_at_idx ON users (is_admin, created_at DESC, id);

-- Orders carry their buyer's name and email, copied when the order is written and again when
-- the user changes: Order Management shows, searches and sorts by them, and a join per row of a
-- million would be read at every keystroke. An order whose user is unknown has neither.
ALTER TABLE orders
  ADD COLUMN user_name text,
  ADD COLUMN user_email text,
  ADD COLUMN search text NOT NULL DEFAULT '';

-- What Order Management's search reads: the order's ids, its buyer (or 'N/A', as the screen
-- shows an unknown one), its status, product and coverage.
CREATE FUNCTION order_search_text(orders) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT lower(concat_ws(E'\n', $1.id, $1.airlo_order_id,
                         coalesce(nullif($1.user_name, ''), 'N/A'),
                         coalesce(nullif($1.user_email, ''), 'N/A'),
                         $1.status, $1.product_name, $1.coverage))
$$;

CREATE FUNCTION orders_join_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT full_name, email INTO NEW.user_name, NEW.user_email
    FROM users WHERE id = coalesce(NEW.customer_id, NEW.user_id);
  IF NOT FOUND THEN
    NEW.user_name := NULL;
    NEW.user_email := NULL;
  END IF;
  NEW.search := order_search_text(NEW);
  RETURN NEW;
END
$$;

CREATE TRIGGER orders_join_user
  BEFORE INSERT OR UPDATE ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_join_user();

CREATE INDEX orders_buyer_idx ON orders ((coalesce(customer_id, user_id)));

-- Users written or removed: their orders take the new name and email (the trigger above reads
-- them again), or lose them. Once per statement, over the statement's rows, so that loading
-- 200,000 users is one join rather than 200,000 updates.
CREATE FUNCTION users_rejoin_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE orders SET user_name = NULL
      FROM old_users WHERE coalesce(orders.customer_id, orders.user_id) = old_users.id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE orders SET user_name = NULL
      FROM new_users WHERE coalesce(orders.customer_id, orders.user_id) = new_users.id;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER users_rejoin_orders_on_insert
  AFTER INSERT ON users REFERENCING NEW TABLE AS new_users
  FOR EACH STATEMENT EXECUTE FUNCTION users_rejoin_orders();

CREATE TRIGGER users_rejoin_orders_on_update
  AFTER UPDATE ON users REFERENCING OLD TABLE AS old_users NEW TABLE AS new_users
  FOR EACH STATEMENT EXECUTE FUNCTION users_rejoin_orders();

CREATE TRIGGER users_rejoin_orders_on_delete
  AFTER DELETE ON users REFERENCING OLD TABLE AS old_users
  FOR EACH STATEMENT EXECUTE FUNCTION users_rejoin_orders();

-- The orders already here.
UPDATE orders SET user_name = NULL;

CREATE INDEX orders_search_idx ON orders USING gin (search gin_trgm_ops);
CREATE INDEX orders_status_idx ON orders (lower(status), created_at DESC, id);
CREATE INDEX orders_user_name_idx ON orders (lower(user_name), id);
CREATE INDEX orders_user_email_idx ON orders (lower(user_email), id);
CREATE INDEX orders_product_name_idx ON orders (lower(product_name), id);
CREATE INDEX orders_amount_idx ON orders (((amount #>> '{}')::numeric), id);
CREATE INDEX orders_status_sort_idx ON orders (lower(status), id);
