-- The trail records wallet payments, blogs and invoices too; an invoice is voided, not deleted
-- (docs/decisions.md#content-on-the-server). Their tables come in the migrations after this one.
ALTER TABLE activity
  DROP CONSTRAINT activity_action_check,
  ADD CONSTRAINT activity_action_check CHECK (action IN (
    'create', 'update', 'delete', 'status', 'sign-in', 'sign-out',
    'password-set', 'password-reset', 'sessions-ended', 'void'
  )),
  DROP CONSTRAINT activity_entity_check,
  ADD CONSTRAINT activity_entity_check CHECK (entity IN (
    'notification', 'banner', 'session', 'admin', 'category', 'product',
    'walletPayment', 'blog', 'invoice'
  ));
