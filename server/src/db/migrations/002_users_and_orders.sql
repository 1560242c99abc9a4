-- The shop's customers and their orders. The back-office only reads them: they arrive from the
-- shop (here: the demo seed), so they keep the shop's own ids and loosely typed values.

CREATE TABLE users (
  -- The shop's user id (a Firebase-style uid), not one of ours.
  id text PRIMARY KEY,
  full_name text NOT NULL,
  email text NOT NULL,
  is_admin boolean NOT NULL DEFAULT false,
  role text,
  created_at timestamptz NOT NULL
);

CREATE INDEX users_created_at_idx ON users (created_at DESC, id);

CREATE TABLE orders (
  id text PRIMARY KEY,
  airlo_order_id text NOT NULL,
  -- The shop names the buyer in one field or the other, depending on which part of it wrote the
  -- order; the id may be of a user the shop has since deleted, so there is no foreign key.
  customer_id text,
  user_id text,
  product_name text NOT NULL,
  coverage text NOT NULL,
  -- A JSON number or a numeric JSON string, as the shop sent it, and answered the same way.
  amount jsonb NOT NULL CHECK (
    jsonb_typeof(amount) = 'number'
    OR (jsonb_typeof(amount) = 'string' AND amount #>> '{}' ~ '^[0-9]+(\.[0-9]+)?$')
  ),
  plan_type text,
  status text,
  payment_status text,
  transaction_id text,
  payment_method text,
  imei_number text,
  model_number text,
  additional_info text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK (customer_id IS NULL OR user_id IS NULL)
);

CREATE INDEX orders_created_at_idx ON orders (created_at DESC, id);

-- A counter per table that any write to it moves on, even one made outside this server (an
-- import from the shop with psql): the server caches the JSON of these long read-only lists
-- and rebuilds it only when the counter has moved. A sequence, unlike a counter column, never
-- goes back, even when data_versions itself is emptied.
CREATE SEQUENCE data_version_seq;

CREATE TABLE data_versions (
  table_name text PRIMARY KEY,
  version bigint NOT NULL
);

CREATE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO data_versions (table_name, version)
    VALUES (TG_TABLE_NAME, nextval('data_version_seq'))
    ON CONFLICT (table_name) DO UPDATE SET version = EXCLUDED.version;
  RETURN NULL;
END
$$;

CREATE TRIGGER users_data_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();

CREATE TRIGGER orders_data_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
