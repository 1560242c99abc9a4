-- A customer's orders (docs/api.md#a-customers-orders): Order Management filtered to one buyer,
-- newest first, and the buyer's summary with their newest orders. The buyer's index now also
-- holds the date and id, so that a buyer's newest orders, and a page of them, are read in order
-- from it rather than sorted; it still serves the users' triggers, which look orders up by buyer.

CREATE INDEX orders_buyer_created_at_idx ON orders ((coalesce(customer_id, user_id)), created_at, id);
DROP INDEX orders_buyer_idx;
