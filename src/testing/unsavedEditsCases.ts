/**
 * The cases of an open form's unsaved edits on a managed-resource screen
 * (docs/decisions.md#unsaved-edits): what was typed outlives the page (a reload, a session that
 * ended), the form opens again with it and says so, and saving or discarding ends it.
 */
import { screen, within } from '@testing-library/react';
import { EDITS_RESTORED } from '@/hooks/useUnsavedEdits';
import { dialogClosed, openCreate, openEdit, textsOf, type ResourceScreen } from './resourceScreen';
import { fill } from './ui';

export function unsavedEditsCases(resource: ResourceScreen) {
  const texts = textsOf(resource);
  const title = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Title' });

  beforeEach(() => window.sessionStorage.clear());

  /** The screen opened anew, as after a reload: no form opens by itself. */
  async function opensWithoutForm() {
    const { unmount } = await resource.render();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();
  }

  it('opens the new form again after a reload, with what was typed, and says so', async () => {
    const backend = resource.serve();
    const first = await resource.render();
    await fill(first.user, title(await openCreate(first.user, texts.add)), 'Half typed');
    // A reload: the page goes, the tab's sessionStorage stays.
    first.unmount();

    const { user, unmount } = await resource.render();
    const dialog = await screen.findByRole('dialog', { name: texts.add });
    expect(title(dialog)).toHaveValue('Half typed');
    expect(await screen.findByText(EDITS_RESTORED)).toBeInTheDocument();

    // Cancel is the admin's choice to drop them: nothing comes back after that.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogClosed(texts.add);
    unmount();
    await opensWithoutForm();
    expect(backend.writes).toHaveLength(0);
  });

  it('opens the edit form again on the same item, and a save ends the kept edits', async () => {
    resource.serve();
    const first = await resource.render();
    const opened = await openEdit(first.user, resource.noun, resource.sample.title);
    await fill(first.user, title(opened), 'Edited, not saved');
    first.unmount();

    const { user, unmount } = await resource.render();
    const dialog = await screen.findByRole('dialog', { name: texts.edit });
    expect(title(dialog)).toHaveValue('Edited, not saved');
    await user.click(within(dialog).getByRole('button', { name: texts.update }));
    await dialogClosed(texts.edit);
    unmount();
    await opensWithoutForm();
  });
}
