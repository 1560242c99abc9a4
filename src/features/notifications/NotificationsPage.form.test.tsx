import { screen, waitFor, within } from '@testing-library/react';
import { fill } from '@/testing/ui';
import * as kit from './notificationsTestKit';

describe('Notification Management: the form', () => {
  it("refuses an image larger than 5MB with 'Image must be smaller than 5MB.'", async () => {
    const backend = kit.serveNotifications([]);
    const { user } = await kit.renderNotifications();
    const dialog = await kit.openCreateDialog(user);
    await user.upload(within(dialog).getByLabelText(/^Image/), kit.oversizeFile());
    expect(await within(dialog).findByText('Image must be smaller than 5MB.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create Notification' }));
    expect(within(dialog).getByText('Image must be smaller than 5MB.')).toBeInTheDocument();
    expect(backend.writes).toHaveLength(0);
  });

  it('creates a notification with the image as a data URL, then reloads the list', async () => {
    const backend = kit.serveNotifications([]);
    const { user } = await kit.renderNotifications();
    await screen.findByText('No notifications found.');
    expect(backend.gets).toBe(1);

    const dialog = await kit.openCreateDialog(user);
    await fill(user, within(dialog).getByRole('textbox', { name: 'Title' }), '  New plans  ');
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: 'Description' }),
      'Three new countries',
    );
    await kit.choose(user, dialog, /^Type/, 'Success');
    await kit.choose(user, dialog, /^Notice To/, 'Admins');
    await user.upload(within(dialog).getByLabelText(/^Image/), kit.pngFile());
    expect(within(dialog).getByText('a.png')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create Notification' }));

    expect(await screen.findByText('Notification created successfully!')).toBeInTheDocument();
    expect(backend.writes).toEqual([
      {
        method: 'POST',
        path: '/admin/notification/create',
        body: {
          title: 'New plans',
          description: 'Three new countries',
          type: 'success',
          noticeTo: 'admins',
          image: kit.PNG_DATA_URL,
        },
      },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add Notification' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('gridcell', { name: 'New plans' })).toBeInTheDocument();
    expect(backend.gets).toBe(2);
  });
});
