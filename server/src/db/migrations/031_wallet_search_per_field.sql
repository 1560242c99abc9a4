-- Wallet Management's search finds its text within one field, as every other list's does
-- (docs/api.md#paged-users-and-orders). The receiver, note and transaction ID were joined with a
-- space, so 'sharma salary' matched across the receiver and the note; they are joined now with a
-- line break, which a search box cannot hold.
ALTER TABLE wallet_payments DROP COLUMN search;
ALTER TABLE wallet_payments
  ADD COLUMN search text
    GENERATED ALWAYS AS (lower(receiver || E'\n' || note || E'\n' || txn_id)) STORED;
CREATE INDEX wallet_payments_search_idx ON wallet_payments USING gin (search gin_trgm_ops);
