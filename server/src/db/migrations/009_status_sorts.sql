-- A status's orders sorted by another column
-- (docs/decisions.md#a-million-orders-on-the-embedded-database): the dashboard links to each
-- status's list, and an administrator sorts it by buyer, e-mail, product or amount. Without an
-- index that starts with the status, a page far down walked the sort's index through every other
-- status's orders (1.4 s for the 80th page of the failed orders by amount, on PostgreSQL) or sorted
-- all of the status's orders. Newest first and by order id already have theirs (orders_status_idx,
-- orders_status_sort_idx).

CREATE INDEX orders_status_user_name_idx ON orders (lower(status), lower(user_name), id);
CREATE INDEX orders_status_user_email_idx ON orders (lower(status), lower(user_email), id);
CREATE INDEX orders_status_product_name_idx ON orders (lower(status), lower(product_name), id);
CREATE INDEX orders_status_amount_idx ON orders (lower(status), ((amount #>> '{}')::numeric), id);
