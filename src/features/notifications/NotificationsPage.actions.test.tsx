import { screen, waitFor, within } from '@testing-library/react';
import { fill } from '@/testing/ui';
import * as kit from '@/testing/notificationsTestKit';

describe('Notification Management: editing', () => {
  it('edits a notification: the form is filled in and the current image is sent back', async () => {
    const { backend, user, dialog } = await kit.renderEditDialog('Maintenance window');
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
          image: 'data:image/png;base64,AAAA',
        },
      },
    ]);
    expect(await screen.findByRole('gridcell', { name: 'Maintenance moved' })).toBeInTheDocument();
    expect(backend.gets).toBe(2);
  });

  it('sends the current image as the API answered it, a /media/ path, not the URL shown', async () => {
    const { backend, user, dialog } = await kit.renderEditDialog('Diwali sale');
    expect(within(dialog).getByRole('img', { name: 'Image preview' })).toHaveAttribute(
      'src',
      'http://localhost/media/diwali.png',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Update Notification' }));
    expect(await screen.findByText('Notification updated successfully!')).toBeInTheDocument();
    expect(backend.writes).toEqual([
      {
        method: 'PUT',
        path: '/admin/notification/update/1',
        body: {
          title: 'Diwali sale',
          description: '20% off every eSIM plan',
          type: 'promotional',
          noticeTo: 'customers',
          image: '/media/diwali.png',
        },
      },
    ]);
  });

  it('sends no image for a notification that has none and gets no new one', async () => {
    // To All: this backend saves no notice To Specific Users (NotificationsPage.recipients.test.tsx).
    const undated = { ...kit.NOTIFICATIONS[2], noticeTo: 'all' };
    const { backend, user, dialog } = await kit.renderEditDialog('Undated', [
      ...kit.NOTIFICATIONS.slice(0, 2),
      undated,
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Update Notification' }));
    expect(await screen.findByText('Notification updated successfully!')).toBeInTheDocument();
    expect(backend.writes[0].body).not.toHaveProperty('image');
  });

  it('sends a replaced image on edit', async () => {
    const { backend, user, dialog } = await kit.renderEditDialog('Diwali sale');
    await user.upload(within(dialog).getByLabelText(/^Image/), kit.pngFile('b.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Update Notification' }));
    expect(await screen.findByText('Notification updated successfully!')).toBeInTheDocument();
    expect(backend.writes[0].body).toMatchObject({ title: 'Diwali sale', image: kit.PNG_DATA_URL });
  });
});
