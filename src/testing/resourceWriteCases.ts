/**
 * The write cases every managed-resource screen must pass: required fields, saving, deleting,
 * their failures, and closing the form (docs/requirements.md#4-states-and-transitions,
 * docs/requirements.md#8-errors-and-messages). The failures' cases are in
 * resourceWriteFailureCases.ts.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from './handlers';
import {
  dialogClosed,
  openCreate,
  textsOf,
  type ResourceScreen,
  type User,
} from './resourceScreen';
import { resourceWriteFailureCases } from './resourceWriteFailureCases';
import { server } from './server';
import { fill } from './ui';

/** The writes: required fields, saving, deleting, their failures, and closing the form. */
export function resourceWriteCases(resource: ResourceScreen) {
  const texts = textsOf(resource);
  const { base, sample } = resource;

  it('shows every required message when the empty form is submitted, and sends nothing', async () => {
    const backend = resource.serve([]);
    const { user } = await resource.render();
    const dialog = await openCreate(user, texts.add);
    await user.click(within(dialog).getByRole('button', { name: texts.create }));
    for (const message of resource.requiredMessages) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(backend.writes).toHaveLength(0);
  });

  it(`creates a ${resource.noun} from the filled form, then reloads the list`, async () => {
    const backend = resource.serve([]);
    const { user } = await resource.render();
    await screen.findByText(texts.empty);
    expect(backend.gets).toBe(1);

    const dialog = await openCreate(user, texts.add);
    await resource.fillValid(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: texts.create }));

    expect(await screen.findByText(texts.created)).toBeInTheDocument();
    expect(backend.writes).toEqual([
      { method: 'POST', path: `${base}/create`, body: resource.filledBody },
    ]);
    await dialogClosed(texts.add);
    expect(
      await screen.findByRole('gridcell', { name: resource.filledBody.title }),
    ).toBeInTheDocument();
    expect(backend.gets).toBe(2);
  });

  it('disables the submit button while saving', async () => {
    resource.serve([]);
    let release: () => void = () => undefined;
    server.use(
      http.post(`${API}${base}/create`, async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json({ success: true, message: 'ok' });
      }),
    );
    const { user } = await resource.render();
    const dialog = await openCreate(user, texts.add);
    await resource.fillValid(user, dialog);
    const submit = within(dialog).getByRole('button', { name: texts.create });
    await user.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    release();
    expect(await screen.findByText(texts.created)).toBeInTheDocument();
  });

  it('deletes only after confirmation, then reloads the list', async () => {
    const backend = resource.serve();
    const { user } = await resource.render();
    const remove = await screen.findByRole('button', {
      name: `Delete ${resource.noun} ${sample.title}`,
    });

    await user.click(remove);
    let confirmDialog = await screen.findByRole('dialog', { name: texts.confirm });
    await user.click(within(confirmDialog).getByRole('button', { name: 'Cancel' }));
    await dialogClosed(texts.confirm);
    expect(backend.writes).toHaveLength(0);

    await user.click(remove);
    confirmDialog = await screen.findByRole('dialog', { name: texts.confirm });
    expect(confirmDialog).toHaveTextContent(`"${sample.title}" will be deleted.`);
    await user.click(within(confirmDialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(texts.deleted)).toBeInTheDocument();
    expect(backend.writes).toEqual([
      { method: 'DELETE', path: `${base}/delete/${sample.id}`, body: null },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('gridcell', { name: sample.title })).not.toBeInTheDocument(),
    );
    expect(screen.getAllByRole('row').slice(1)).toHaveLength(resource.fixtures.length - 1);
    expect(backend.gets).toBe(2);
  });

  resourceWriteFailureCases(resource);

  // Cancel is the admin's choice to drop what was typed; the others ask first.
  const closers: [string, boolean, (user: User, dialog: HTMLElement) => Promise<void>][] = [
    [
      'Cancel',
      false,
      (user, dialog) => user.click(within(dialog).getByRole('button', { name: 'Cancel' })),
    ],
    [
      'the X',
      true,
      (user, dialog) => user.click(within(dialog).getByRole('button', { name: 'Close' })),
    ],
    // A click on the area around the paper is a backdrop click.
    ['the backdrop', true, (user, dialog) => user.click(dialog.parentElement as HTMLElement)],
    // The field typed in keeps the focus, which the dialog hands back to the page as it closes.
    ['Escape in a field', true, (user) => user.keyboard('{Escape}')],
  ];

  it.each(closers)(
    'closing with %s (asking first: %s) resets the form and its errors',
    async (_way, asks, close) => {
      resource.serve([]);
      const { user } = await resource.render();
      let dialog = await openCreate(user, texts.add);
      await user.click(within(dialog).getByRole('button', { name: texts.create }));
      for (const message of resource.requiredMessages) {
        expect(await within(dialog).findByText(message)).toBeInTheDocument();
      }
      await fill(user, within(dialog).getByRole('textbox', { name: 'Title' }), 'Draft');
      // Validation settles after the paste, later still on a busy machine.
      await waitFor(() =>
        expect(within(dialog).queryByText('Title is required.')).not.toBeInTheDocument(),
      );

      await close(user, dialog);
      const question = screen.queryByRole('dialog', { name: 'Discard unsaved changes?' });
      if (asks) {
        expect(question).toBeInTheDocument();
        await user.click(within(question!).getByRole('button', { name: 'Discard' }));
      } else {
        expect(question).not.toBeInTheDocument();
      }
      await dialogClosed(texts.add);

      dialog = await openCreate(user, texts.add);
      expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('');
      for (const message of resource.requiredMessages) {
        expect(within(dialog).queryByText(message)).not.toBeInTheDocument();
      }
    },
  );
}
