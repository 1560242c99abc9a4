-- No lost updates (docs/api.md#versions): each notification and banner carries the version of
-- its current state, 1 when made and raised by one on every write (an update, a status change, an
-- image replaced). A write sent with the version it was read at (If-Match) is refused with 409
-- when the row has moved on since, so one admin's save never silently undoes another's.

ALTER TABLE notifications ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE banners ADD COLUMN version integer NOT NULL DEFAULT 1;
