-- A banner may go live at a moment and end at another (docs/api.md#banner-schedules): either may
-- be left out, and a banner with neither behaves as before. The end comes after the start.
ALTER TABLE banners
  ADD COLUMN starts_at timestamptz,
  ADD COLUMN ends_at timestamptz,
  ADD CONSTRAINT banners_schedule_order CHECK (ends_at > starts_at);

-- The shop's clock, read by every rule that a schedule decides (which banners are live): one
-- place, which the tests replace to stand at a start or an end without waiting for it.
CREATE FUNCTION shop_now() RETURNS timestamptz LANGUAGE sql STABLE AS $$ SELECT now() $$;
