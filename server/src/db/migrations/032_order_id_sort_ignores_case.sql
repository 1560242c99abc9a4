-- Order Management sorted by order ID ignores case, as every text sort does
-- (docs/api.md#paged-users-and-orders) and as the web app sorts the whole lists. The shop's ids
-- mix cases: sorted as they are, the embedded database put every id starting with a capital
-- before any starting with a small letter, where PostgreSQL's own collation interleaved them.
-- The sort is now lower(id), ties by id. Its indexes take the place the primary key had for the
-- sort alone and orders_status_sort_idx had for it within a status.
CREATE INDEX orders_order_id_idx ON orders (lower(id), id);
CREATE INDEX orders_status_order_id_idx ON orders (lower(status), lower(id), id) INCLUDE (status);
