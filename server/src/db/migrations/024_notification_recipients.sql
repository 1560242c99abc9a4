-- A notice To 'Specific Users' names its recipients: the shop's user ids, in the order chosen
-- (docs/api.md#notification-recipients). An array rather than a join table: the ids are only
-- ever written and read with their notification, whose version and activity entry then cover
-- them as any other field. No foreign key, as orders have none: the shop may delete a user, whom
-- the answers' names then leave out.
ALTER TABLE notifications ADD COLUMN recipients text[] NOT NULL DEFAULT '{}';

-- Only Specific Users take recipients. The notices of Specific Users saved before this
-- migration have none: the server asks for them at their next save.
ALTER TABLE notifications
  ADD CONSTRAINT notifications_recipients_only_specific
  CHECK (notice_to = 'specific_users' OR cardinality(recipients) = 0);
