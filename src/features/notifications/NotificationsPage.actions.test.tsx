import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '@/testing/handlers';
import { server } from '@/testing/server';
import { fill } from '@/testing/ui';
import * as kit from './notificationsTestKit';

describe('Notification Management: edit, delete and failures', () => {
  it('edits a notification: the form is filled in and an unchanged image is not sent', async () => {
    const backend = kit.serveNotifications();
    const { user } = await kit.renderNotifications();
    await user.click(
      await screen.findByRole('button', { name: 'Edit notification Maintenance window' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Notification' });
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue(
      'Maintenance window',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue(
      'Checkout is down on Sunday night',
    );
    expect(within(dialog).getByRole('combobox', { name: /^Type/ })).toHaveTextContent('Warning');
    expect(within(dialog).getByRole('combobox', { name: /^Notice To/ })).toHaveTextContent('All');
    expect(within(dialog).getByRole('img', { name: 'Image preview' })).toHaveAttribute(
      'src',
      'data:image/png;base64,AAAA',
    );

    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await fill(user, title, 'Maintenance moved');
    await kit.choose(user, dialog, /^Notice To/, 'Customers');
    await user.click(within(dialog).getByRole('button', { name: 'Update Notification' }));

    expect(await screen.findByText('Notification updated successfully!')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit Notification' })).not.toBeInTheDocument(),
    );
    expect(backend.writes).toEqual([
      {
        method: 'PUT',
        path: '/admin/notification/update/2',
        body: {
          title: 'Maintenance moved',
          description: 'Checkout is down on Sunday night',
          type: 'warning',
          noticeTo: 'customers',
        },
      },
    ]);
    expect(await screen.findByRole('gridcell', { name: 'Maintenance moved' })).toBeInTheDocument();
    expect(backend.gets).toBe(2);
  });

  it('sends a replaced image on edit', async () => {
    const backend = kit.serveNotifications();
    const { user } = await kit.renderNotifications();
    await user.click(await screen.findByRole('button', { name: 'Edit notification Diwali sale' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Notification' });
    await user.upload(within(dialog).getByLabelText(/^Image/), kit.pngFile('b.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Update Notification' }));
    expect(await screen.findByText('Notification updated successfully!')).toBeInTheDocument();
    expect(backend.writes[0].body).toMatchObject({ title: 'Diwali sale', image: kit.PNG_DATA_URL });
  });

  it('deletes only after confirmation, then reloads the list', async () => {
    const backend = kit.serveNotifications();
    const { user } = await kit.renderNotifications();
    const remove = await screen.findByRole('button', { name: 'Delete notification Diwali sale' });

    await user.click(remove);
    let confirmDialog = await screen.findByRole('dialog', { name: 'Delete notification?' });
    await user.click(within(confirmDialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Delete notification?' }),
      ).not.toBeInTheDocument(),
    );
    expect(backend.writes).toHaveLength(0);

    await user.click(remove);
    confirmDialog = await screen.findByRole('dialog', { name: 'Delete notification?' });
    expect(confirmDialog).toHaveTextContent('"Diwali sale" will be deleted.');
    await user.click(within(confirmDialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Notification deleted successfully!')).toBeInTheDocument();
    expect(backend.writes).toEqual([
      { method: 'DELETE', path: '/admin/notification/delete/1', body: null },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('gridcell', { name: 'Diwali sale' })).not.toBeInTheDocument(),
    );
    expect(kit.dataRows()).toHaveLength(2);
    expect(backend.gets).toBe(2);
  });

  it.each([
    [
      "the server's message",
      HttpResponse.json({ success: false, message: 'Title is too long.' }, { status: 400 }),
      'Failed to create/update notification: Title is too long.',
    ],
    [
      "'Operation failed' for success false without a message",
      HttpResponse.json({ success: false }),
      'Failed to create/update notification: Operation failed',
    ],
    [
      "'Operation failed' for a reply without success true",
      HttpResponse.json({ id: 9 }),
      'Failed to create/update notification: Operation failed',
    ],
  ])('reports a failed save with %s and keeps the dialog open', async (_case, response, text) => {
    const backend = kit.serveNotifications();
    server.use(http.put(`${API}/admin/notification/update/:id`, () => response.clone()));
    const { user } = await kit.renderNotifications();
    await user.click(await screen.findByRole('button', { name: 'Edit notification Diwali sale' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Notification' });
    await user.click(within(dialog).getByRole('button', { name: 'Update Notification' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Notification' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Update Notification' })).toBeEnabled();
    // A failed save changes nothing, so the list is not reloaded.
    expect(backend.gets).toBe(1);
  });

  it('reports a failed create with the fallback text', async () => {
    kit.serveNotifications([]);
    server.use(
      http.post(`${API}/admin/notification/create`, () => HttpResponse.json({ success: false })),
    );
    const { user } = await kit.renderNotifications();
    const dialog = await kit.openCreateDialog(user);
    await fill(user, within(dialog).getByRole('textbox', { name: 'Title' }), 'T');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Description' }), 'D');
    await kit.choose(user, dialog, /^Type/, 'Error');
    await kit.choose(user, dialog, /^Notice To/, 'All');
    await user.upload(within(dialog).getByLabelText(/^Image/), kit.pngFile());
    await user.click(within(dialog).getByRole('button', { name: 'Create Notification' }));
    expect(
      await screen.findByText('Failed to create/update notification: Operation failed'),
    ).toBeInTheDocument();
  });

  it.each([
    [
      "the server's message",
      HttpResponse.json({ success: false, message: 'Notification not found.' }, { status: 404 }),
      'Failed to delete notification: Notification not found.',
    ],
    [
      "'Delete failed' for success false without a message",
      HttpResponse.json({ success: false }),
      'Failed to delete notification: Delete failed',
    ],
  ])('reports a failed delete with %s', async (_case, response, text) => {
    kit.serveNotifications();
    server.use(http.delete(`${API}/admin/notification/delete/:id`, () => response.clone()));
    const { user } = await kit.renderNotifications();
    await user.click(
      await screen.findByRole('button', { name: 'Delete notification Diwali sale' }),
    );
    const confirmDialog = await screen.findByRole('dialog', { name: 'Delete notification?' });
    await user.click(within(confirmDialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(await screen.findByRole('gridcell', { name: 'Diwali sale' })).toBeInTheDocument();
  });

  it.each([
    ['Cancel', (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Cancel' })],
    ['the X', (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Close' })],
    // A click on the area around the paper is a backdrop click.
    ['the backdrop', (dialog: HTMLElement) => dialog.parentElement as HTMLElement],
  ])('closing with %s resets the form and its errors', async (_way, closer) => {
    kit.serveNotifications([]);
    const { user } = await kit.renderNotifications();
    let dialog = await kit.openCreateDialog(user);
    await fill(user, within(dialog).getByRole('textbox', { name: 'Title' }), 'Draft');
    await user.click(within(dialog).getByRole('button', { name: 'Create Notification' }));
    expect(await within(dialog).findByText('Description is required.')).toBeInTheDocument();

    await user.click(closer(dialog));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add Notification' })).not.toBeInTheDocument(),
    );

    dialog = await kit.openCreateDialog(user);
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('');
    expect(within(dialog).queryByText('Description is required.')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Notification image is required.')).not.toBeInTheDocument();
  });
});
