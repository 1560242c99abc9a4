-- Wallet Management (docs/api.md#wallet-payments): payments made from the wallet, each with the
-- screenshot that proves it, kept as the banners' images are. A transaction ID is recorded once,
-- whatever its case: the route answers 409 naming it, and the unique index refuses it should any
-- write get past that.
--
-- The list is paged, searched and sorted as the users' are (repositories/pageSql.ts): a
-- lower-cased `search` column (receiver, note and transaction ID), an index per sort, and a data
-- version moved by every write. The day paid is text, 'YYYY-MM-DD', as the API answers it: it
-- sorts as the days do, and no driver turns it into a moment of a time zone.
CREATE TABLE wallet_payments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  receiver text NOT NULL,
  note text NOT NULL,
  txn_id text NOT NULL,
  paid_on text NOT NULL CHECK (paid_on ~ '^\d{4}-\d{2}-\d{2}$'),
  amount numeric(12, 2) NOT NULL CHECK (amount > 0),
  screenshot text NOT NULL REFERENCES media (file_name),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  search text GENERATED ALWAYS AS (lower(receiver || ' ' || note || ' ' || txn_id)) STORED
);

CREATE UNIQUE INDEX wallet_payments_txn_id_key ON wallet_payments (lower(btrim(txn_id)));
CREATE INDEX wallet_payments_created_at_idx ON wallet_payments (created_at, id);
CREATE INDEX wallet_payments_paid_on_idx ON wallet_payments (paid_on, id);
CREATE INDEX wallet_payments_receiver_idx ON wallet_payments (lower(receiver), id);
CREATE INDEX wallet_payments_amount_idx ON wallet_payments (amount, id);
CREATE INDEX wallet_payments_screenshot_idx ON wallet_payments (screenshot);
CREATE INDEX wallet_payments_search_idx ON wallet_payments USING gin (search gin_trgm_ops);

CREATE TRIGGER wallet_payments_data_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON wallet_payments
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
