import type { Locator } from '@playwright/test';

/**
 * What a create/edit dialog says when its save was stale (docs/api.md#versions): the notice and
 * its two ways on.
 */
export class ConflictNotice {
  readonly notice: Locator;
  readonly reloadWithMyEdits: Locator;
  readonly discardMyEdits: Locator;

  constructor(dialog: Locator) {
    this.notice = dialog.getByRole('alert').filter({ hasText: 'after you opened it.' });
    this.reloadWithMyEdits = this.notice.getByRole('button', { name: 'Reload with my edits' });
    this.discardMyEdits = this.notice.getByRole('button', { name: 'Discard my edits' });
  }
}
