-- An admin turns their own two-factor sign-in off (docs/api.md#two-factor-sign-in): an activity
-- entry of its own, 'two-factor-off'.
ALTER TABLE activity
  DROP CONSTRAINT activity_action_check,
  ADD CONSTRAINT activity_action_check CHECK (action IN (
    'create', 'update', 'delete', 'status', 'sign-in', 'sign-out',
    'password-set', 'password-reset', 'sessions-ended', 'void', 'two-factor-on',
    'two-factor-reset', 'two-factor-required', 'passkey-added', 'passkey-removed',
    'two-factor-off'
  ));
