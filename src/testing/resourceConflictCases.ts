/**
 * The cases of a stale write on a managed-resource screen (docs/api.md#versions): every write
 * sends the version its item was read at; when another admin changed the item meanwhile, the
 * edit dialog says so in plain words and goes on with the admin's edits on top of the item as it
 * is now, or with the item as it is now, and a delete says so in its snackbar.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { dialogClosed, openEdit, textsOf, type ResourceScreen, type User } from './resourceScreen';
import { fill } from './ui';
import { changedMeanwhile, serveVersioned } from './versionedBackend';

const THEIR_DESCRIPTION = 'Rewritten by Meera';

export function resourceConflictCases(resource: ResourceScreen) {
  const texts = textsOf(resource);
  const { base, noun, sample } = resource;
  const updated = `${noun[0].toUpperCase()}${noun.slice(1)} updated successfully!`;
  const path = (write: string) => `${base}/${write}/${sample.id}`;
  const message = changedMeanwhile(noun);
  const textbox = (dialog: HTMLElement, name: string) =>
    within(dialog).getByRole('textbox', { name });

  /** The sample's edit dialog, opened at version 1, then changed by another admin; saved with a new title. */
  async function staleSave() {
    const backend = serveVersioned(base, resource.plural, resource.fixtures);
    const { user } = await resource.render();
    const dialog = await openEdit(user, noun, sample.title);
    backend.changeElsewhere(sample.id, { description: THEIR_DESCRIPTION });
    await fill(user, textbox(dialog, 'Title'), 'My title');
    await user.click(within(dialog).getByRole('button', { name: texts.update }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    return { backend, user, dialog };
  }

  const save = async (user: User, dialog: HTMLElement) => {
    await user.click(within(dialog).getByRole('button', { name: texts.update }));
    expect(await screen.findByText(updated)).toBeInTheDocument();
    await dialogClosed(texts.edit);
  };

  it('says who changed the item when, and saves the edits on top of it with "Reload with my edits"', async () => {
    const { backend, user, dialog } = await staleSave();
    expect(within(dialog).getByRole('button', { name: texts.update })).toBeDisabled();
    expect(backend.writes.map(({ path: sent, ifMatch }) => [sent, ifMatch])).toEqual([
      [path('update'), '"1"'],
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Reload with my edits' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(textbox(dialog, 'Title')).toHaveValue('My title');
    expect(textbox(dialog, 'Description')).toHaveValue(THEIR_DESCRIPTION);
    await save(user, dialog);

    expect(backend.writes[1]).toMatchObject({
      path: path('update'),
      ifMatch: '"2"',
      body: { title: 'My title', description: THEIR_DESCRIPTION },
    });
    expect(backend.items.find(({ id }) => id === sample.id)).toMatchObject({
      title: 'My title',
      description: THEIR_DESCRIPTION,
      version: 3,
    });
  });

  it('shows theirs and mine where both changed a field, and saves the one picked', async () => {
    const backend = serveVersioned(base, resource.plural, resource.fixtures);
    const { user } = await resource.render();
    const dialog = await openEdit(user, noun, sample.title);
    backend.changeElsewhere(sample.id, { title: 'Their title' });
    await fill(user, textbox(dialog, 'Title'), 'My title');
    await user.click(within(dialog).getByRole('button', { name: texts.update }));
    const title = await within(dialog).findByRole('radiogroup', { name: 'Title' });
    expect(within(title).getByRole('radio', { name: 'Mine: My title' })).toBeChecked();
    await user.click(within(title).getByRole('radio', { name: 'Theirs: Their title' }));

    await user.click(within(dialog).getByRole('button', { name: 'Reload with my edits' }));
    expect(textbox(dialog, 'Title')).toHaveValue('Their title');
    await save(user, dialog);
    expect(backend.writes[1]).toMatchObject({ ifMatch: '"2"', body: { title: 'Their title' } });
  });

  it('shows the item as it is now with "Discard my edits", and saves that version', async () => {
    const { backend, user, dialog } = await staleSave();
    await user.click(within(dialog).getByRole('button', { name: 'Discard my edits' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(textbox(dialog, 'Title')).toHaveValue(sample.title);
    expect(textbox(dialog, 'Description')).toHaveValue(THEIR_DESCRIPTION);
    await save(user, dialog);
    expect(backend.writes[1]).toMatchObject({
      ifMatch: '"2"',
      body: { title: sample.title, description: THEIR_DESCRIPTION },
    });
  });

  it('says who deleted the item meanwhile, and creates it again from the form as typed', async () => {
    const backend = serveVersioned(base, resource.plural, resource.fixtures);
    const { user } = await resource.render();
    const dialog = await openEdit(user, noun, sample.title);
    backend.deleteElsewhere(sample.id);
    await fill(user, textbox(dialog, 'Title'), 'My title');
    await user.click(within(dialog).getByRole('button', { name: texts.update }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      message.replace('changed', 'deleted').replace(' after you opened it', ''),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create it again with my edits' }));
    // The dialog now creates, from the form as typed (its images are to be chosen again).
    const created = await screen.findByRole('dialog', { name: texts.add });
    expect(within(created).getByRole('textbox', { name: 'Title' })).toHaveValue('My title');
    const fixtures = resource.fixtures as readonly { id: number; description: string }[];
    const { description } = fixtures.find(({ id }) => id === sample.id)!;
    expect(within(created).getByRole('textbox', { name: 'Description' })).toHaveValue(description);
    expect(within(created).getByRole('button', { name: texts.create })).toBeEnabled();
    expect(backend.writes.map(({ method }) => method)).toEqual(['PUT']);
  });

  it('says so when a delete was stale, deletes nothing and reloads the list', async () => {
    const backend = serveVersioned(base, resource.plural, resource.fixtures);
    const { user } = await resource.render();
    const remove = await screen.findByRole('button', { name: `Delete ${noun} ${sample.title}` });
    backend.changeElsewhere(sample.id, { description: THEIR_DESCRIPTION });
    await user.click(remove);
    const confirm = await screen.findByRole('dialog', { name: texts.confirm });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(`${texts.deleteFailed} ${message}`)).toBeInTheDocument();
    expect(backend.writes).toEqual([
      { method: 'DELETE', path: path('delete'), ifMatch: '"1"', body: null },
    ]);
    await waitFor(() => expect(backend.gets).toBe(2));
    expect(screen.getByRole('gridcell', { name: sample.title })).toBeInTheDocument();
  });
}
