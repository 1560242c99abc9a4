import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '@/testing/handlers';
import { server } from '@/testing/server';
import { fill } from '@/testing/ui';
import * as kit from './bannersTestKit';

describe('Banner Management: delete, status and failures', () => {
  it('deletes only after confirmation, then reloads the list', async () => {
    const backend = kit.serveBanners();
    const { user } = await kit.renderBanners();
    const remove = await screen.findByRole('button', { name: 'Delete banner Device cover' });

    await user.click(remove);
    let confirmDialog = await screen.findByRole('dialog', { name: 'Delete banner?' });
    await user.click(within(confirmDialog).getByRole('button', { name: 'Cancel' }));
    await kit.dialogClosed('Delete banner?');
    expect(backend.writes).toHaveLength(0);

    await user.click(remove);
    confirmDialog = await screen.findByRole('dialog', { name: 'Delete banner?' });
    expect(confirmDialog).toHaveTextContent('"Device cover" will be deleted.');
    await user.click(within(confirmDialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Banner deleted successfully!')).toBeInTheDocument();
    expect(backend.writes).toEqual([
      { method: 'DELETE', path: '/admin/banner/delete/3', body: null },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('gridcell', { name: 'Device cover' })).not.toBeInTheDocument(),
    );
    expect(kit.dataRows()).toHaveLength(2);
    expect(backend.gets).toBe(2);
  });

  it('toggles the status: sends the opposite status and reloads the list', async () => {
    const backend = kit.serveBanners();
    const { user } = await kit.renderBanners();

    await user.click(
      await screen.findByRole('button', { name: 'Deactivate banner Summer roaming' }),
    );
    expect(await screen.findByText('Banner deactivated successfully!')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Activate banner Summer roaming' }),
    ).toBeInTheDocument();
    expect(backend.gets).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Activate banner Gift cards' }));
    expect(await screen.findByText('Banner activated successfully!')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Deactivate banner Gift cards' }),
    ).toBeInTheDocument();
    expect(backend.gets).toBe(3);

    expect(backend.writes).toEqual([
      { method: 'PUT', path: '/admin/banner/status/1', body: { status: 'inactive' } },
      { method: 'PUT', path: '/admin/banner/status/2', body: { status: 'active' } },
    ]);
  });

  it.each([
    [
      "the server's message",
      HttpResponse.json({ success: false, message: 'Banner not found.' }, { status: 404 }),
      'Failed to update banner status: Banner not found.',
    ],
    [
      "'Status update failed' for success false without a message",
      HttpResponse.json({ success: false }),
      'Failed to update banner status: Status update failed',
    ],
  ])('reports a failed status change with %s', async (_case, response, text) => {
    const backend = kit.serveBanners();
    server.use(http.put(`${API}/admin/banner/status/:id`, () => response.clone()));
    const { user } = await kit.renderBanners();
    await user.click(
      await screen.findByRole('button', { name: 'Deactivate banner Summer roaming' }),
    );
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Deactivate banner Summer roaming' }),
    ).toBeInTheDocument();
    expect(backend.gets).toBe(1);
  });

  it.each([
    [
      "the server's message",
      HttpResponse.json(
        { success: false, message: 'Desktop image must be smaller than 5MB.' },
        { status: 413 },
      ),
      'Failed to create/update banner: Desktop image must be smaller than 5MB.',
    ],
    [
      "'Operation failed' for success false without a message",
      HttpResponse.json({ success: false }),
      'Failed to create/update banner: Operation failed',
    ],
  ])('reports a failed create with %s and keeps the dialog open', async (_case, response, text) => {
    kit.serveBanners([]);
    server.use(http.post(`${API}/admin/banner/create`, () => response.clone()));
    const { user } = await kit.renderBanners();
    const dialog = await kit.openCreateDialog(user);
    await kit.fillValidBanner(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create Banner' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Banner' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create Banner' })).toBeEnabled();
  });

  it('reports a failed update', async () => {
    kit.serveBanners();
    server.use(
      http.put(`${API}/admin/banner/update/:id`, () =>
        HttpResponse.json({ success: false, message: 'Banner not found.' }, { status: 404 }),
      ),
    );
    const { user } = await kit.renderBanners();
    const dialog = await kit.openEditDialog(user, 'Device cover');
    await user.click(within(dialog).getByRole('button', { name: 'Update Banner' }));
    expect(
      await screen.findByText('Failed to create/update banner: Banner not found.'),
    ).toBeInTheDocument();
  });

  it.each([
    [
      "the server's message",
      HttpResponse.json({ success: false, message: 'Banner not found.' }, { status: 404 }),
      'Failed to delete banner: Banner not found.',
    ],
    [
      "'Delete failed' for success false without a message",
      HttpResponse.json({ success: false }),
      'Failed to delete banner: Delete failed',
    ],
  ])('reports a failed delete with %s', async (_case, response, text) => {
    kit.serveBanners();
    server.use(http.delete(`${API}/admin/banner/delete/:id`, () => response.clone()));
    const { user } = await kit.renderBanners();
    await user.click(await screen.findByRole('button', { name: 'Delete banner Gift cards' }));
    const confirmDialog = await screen.findByRole('dialog', { name: 'Delete banner?' });
    await user.click(within(confirmDialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(await screen.findByRole('gridcell', { name: 'Gift cards' })).toBeInTheDocument();
  });

  it.each([
    ['Cancel', 'Cancel'],
    ['the X', 'Close'],
  ])('closing with %s resets the form and its errors', async (_way, button) => {
    kit.serveBanners([]);
    const { user } = await kit.renderBanners();
    let dialog = await kit.openCreateDialog(user);
    await fill(user, kit.field(dialog, 'Title'), 'Draft');
    await user.click(within(dialog).getByRole('button', { name: 'Create Banner' }));
    expect(await within(dialog).findByText('Desktop image is required.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: button }));
    await kit.dialogClosed('Add Banner');

    dialog = await kit.openCreateDialog(user);
    expect(kit.field(dialog, 'Title')).toHaveValue('');
    expect(within(dialog).queryByText('Desktop image is required.')).not.toBeInTheDocument();
    expect(
      within(dialog).queryByText('Valid position number is required.'),
    ).not.toBeInTheDocument();
  });
});
