-- One rule of "paid" for invoices, a customer's total spent and the dashboard's revenue
-- (docs/api.md#paid-orders, docs/decisions.md#one-rule-of-paid): an order is paid when its
-- payment status where the shop sent one (not blank), else its order status, is 'success' or
-- 'completed', and neither status is 'refunded' or 'cancelled'; any case. isPaidOrder in
-- contract/orderRules.ts is the same rule, proven by one table of cases run against both
-- (src/testing/paidOrderCases.ts).

-- Writers wait until the rollup and the invoices below are made again under the new rule.
LOCK TABLE orders IN SHARE MODE;

-- Blank: only the characters String.prototype.trim takes away, as the web app reads it.
CREATE FUNCTION order_paid(payment_status text, status text)
  RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(CASE WHEN coalesce(payment_status, '')
                         ~ '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]*$'
                    THEN coalesce(status, '') ELSE payment_status END) IN ('success', 'completed')
     AND lower(coalesce(status, '')) NOT IN ('refunded', 'cancelled')
     AND lower(coalesce(payment_status, '')) NOT IN ('refunded', 'cancelled')
$$;

CREATE OR REPLACE FUNCTION order_invoiceable(product_name text, payment_status text, status text)
  RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT product_name LIKE '%Gift Card%' AND order_paid(payment_status, status)
$$;

-- The revenue of each day and status: the amounts of its paid orders, next to every order's.
ALTER TABLE order_daily_stats ADD COLUMN paid_amount numeric NOT NULL DEFAULT 0;

-- As migration 008's, with the paid amount: an update of the payment status alone moves it.
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
        FROM (SELECT utc_day(created_at) AS day, coalesce(lower(status), '') AS status,
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

-- The orders already here, counted again.
DELETE FROM order_daily_stats;
INSERT INTO order_daily_stats (day, status, orders, amount, paid_amount)
  SELECT utc_day(created_at), coalesce(lower(status), ''), count(*),
         sum((amount #>> '{}')::numeric),
         coalesce(sum((amount #>> '{}')::numeric) FILTER (WHERE order_paid(payment_status, status)), 0)
    FROM orders
   GROUP BY 1, 2;

-- An invoice says Paid while its order is paid: an order refunded or cancelled (or otherwise no
-- longer paid) has its invoice voided in the same statement, by no admin. Then, as in migration
-- 019, the paid gift-card orders without an invoice get the next numbers.
CREATE FUNCTION invoices_unpaid_void() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE invoices
     SET status = 'Void', voided_at = now(), updated_at = now(), version = version + 1
    FROM new_orders
   WHERE invoices.order_id = new_orders.id AND invoices.status = 'Paid'
     AND NOT order_paid(new_orders.payment_status, new_orders.status);
  RETURN NULL;
END
$$;

-- Beside invoices_made_on_update, which numbers the statement's newly paid orders: the two
-- touch the invoices of orders unpaid and paid, never the same one.
CREATE TRIGGER invoices_unpaid_void_on_update
  AFTER UPDATE ON orders REFERENCING NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION invoices_unpaid_void();

-- The orders already here: the invoices of those no longer paid voided, then the newly paid
-- numbered after the last number, in date order (and id).
UPDATE invoices
   SET status = 'Void', voided_at = now(), updated_at = now(), version = version + 1
  FROM orders
 WHERE invoices.order_id = orders.id AND invoices.status = 'Paid'
   AND NOT order_paid(orders.payment_status, orders.status);

-- Made when missing, as invoices_made makes it.
INSERT INTO invoice_counter (last_number) SELECT coalesce(max(id), 0) FROM invoices
  ON CONFLICT (one_row) DO NOTHING;

WITH made AS (
  INSERT INTO invoices (id, order_id, gift_card_name, buyer_name, buyer_email, amount, created_at)
    SELECT (SELECT last_number FROM invoice_counter) + row_number() OVER (ORDER BY created_at, id),
           id, product_name, user_name, user_email, (amount #>> '{}')::numeric, created_at
      FROM orders
     WHERE order_invoiceable(product_name, payment_status, status)
       AND NOT EXISTS (SELECT 1 FROM invoices WHERE invoices.order_id = orders.id)
  RETURNING 1
)
UPDATE invoice_counter SET last_number = last_number + (SELECT count(*) FROM made);
