-- Invoices (docs/api.md#invoices): one for each paid gift-card order, made here from the orders,
-- never typed in (docs/decisions.md#content-on-the-server).
--
-- - A gift-card order is one whose product name says 'Gift Card' (the shop's gift cards are
--   named '<brand> Gift Card ₹<value>').
-- - Paid: its payment status is 'success' or 'completed', or, when the shop sent none, its order
--   status is, as Order Management reads an order without a payment status.
-- - Numbered without gaps, 1, 2, 3 …: the orders already here in the order of their dates (and
--   ids), and then each statement's new ones the same way, after the last number given. That last
--   number is kept in a counter row, which a statement that makes invoices locks until its
--   transaction ends: a second writer (another server on the same database) waits and numbers
--   after it, and a transaction that rolls back takes its numbers back with it.
-- - An invoice keeps what it was made with (the gift card, the buyer, the amount, the date):
--   it is a document, not a view of the order. Voiding it marks it; nothing deletes it.
CREATE FUNCTION invoice_number(integer) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT 'INV-' || lpad($1::text, greatest(6, length($1::text)), '0')
$$;

CREATE FUNCTION order_invoiceable(product_name text, payment_status text, status text)
  RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT product_name LIKE '%Gift Card%'
     AND lower(coalesce(payment_status, status, '')) IN ('success', 'completed')
$$;

CREATE TABLE invoices (
  -- The invoice's number: given by invoices_made, never by a sequence, which would leave gaps.
  id integer PRIMARY KEY CHECK (id > 0),
  order_id text NOT NULL UNIQUE,
  gift_card_name text NOT NULL,
  buyer_name text,
  buyer_email text,
  amount numeric(12, 2) NOT NULL,
  status text NOT NULL DEFAULT 'Paid' CHECK (status IN ('Paid', 'Void')),
  voided_at timestamptz,
  voided_by text,
  version integer NOT NULL DEFAULT 1,
  -- The order's date, the invoice's.
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  search text GENERATED ALWAYS AS (
    lower(invoice_number(id) || E'\n' || gift_card_name || E'\n' || coalesce(buyer_email, ''))
  ) STORED,
  CHECK ((status = 'Void') = (voided_at IS NOT NULL))
);

CREATE TABLE invoice_counter (
  one_row boolean PRIMARY KEY DEFAULT true CHECK (one_row),
  last_number integer NOT NULL
);

-- The orders already here: one statement, numbered by row_number() in date order.
INSERT INTO invoices (id, order_id, gift_card_name, buyer_name, buyer_email, amount, created_at)
  SELECT row_number() OVER (ORDER BY created_at, id), id, product_name, user_name, user_email,
         (amount #>> '{}')::numeric, created_at
    FROM orders
   WHERE order_invoiceable(product_name, payment_status, status);

INSERT INTO invoice_counter (last_number) SELECT count(*) FROM invoices;

CREATE INDEX invoices_created_at_idx ON invoices (created_at, id);
CREATE INDEX invoices_amount_idx ON invoices (amount, id);
CREATE INDEX invoices_status_idx ON invoices (status, created_at, id);
CREATE INDEX invoices_search_idx ON invoices USING gin (search gin_trgm_ops);

-- Once per statement, over its orders: those paid gift-card orders that have no invoice yet (an
-- insert's, or an update's that made an order paid) get the next numbers, in date order. The due
-- orders are counted, the counter moved by that many, and the same orders then numbered: none
-- can get its invoice from another transaction in between, as the orders are this statement's
-- own (new, or locked by the update), and the unique order_id would refuse it should one.
CREATE FUNCTION invoices_made() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  due integer;
  made integer;
  last integer;
BEGIN
  SELECT count(*) INTO due
    FROM new_orders
   WHERE order_invoiceable(product_name, payment_status, status)
     AND NOT EXISTS (SELECT 1 FROM invoices WHERE invoices.order_id = new_orders.id);
  IF due = 0 THEN
    RETURN NULL;
  END IF;
  -- Made when missing (a database emptied table by table), locked until the transaction ends.
  INSERT INTO invoice_counter AS counter (last_number) VALUES (due)
    ON CONFLICT (one_row) DO UPDATE SET last_number = counter.last_number + due
    RETURNING counter.last_number - due INTO last;
  INSERT INTO invoices (id, order_id, gift_card_name, buyer_name, buyer_email, amount, created_at)
    SELECT last + row_number() OVER (ORDER BY created_at, id), id, product_name, user_name,
           user_email, (amount #>> '{}')::numeric, created_at
      FROM new_orders
     WHERE order_invoiceable(product_name, payment_status, status)
       AND NOT EXISTS (SELECT 1 FROM invoices WHERE invoices.order_id = new_orders.id);
  GET DIAGNOSTICS made = ROW_COUNT;
  IF made <> due THEN
    RAISE EXCEPTION 'invoices_made: % invoices counted, % made', due, made;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER invoices_made_on_insert
  AFTER INSERT ON orders REFERENCING NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION invoices_made();

CREATE TRIGGER invoices_made_on_update
  AFTER UPDATE ON orders REFERENCING NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION invoices_made();

CREATE TRIGGER invoices_data_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON invoices
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
