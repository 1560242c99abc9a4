import { waitFor, within } from '@testing-library/react';
import * as kit from '@/testing/notificationsTestKit';
import { fill } from '@/testing/ui';

// The server's longest title and description (contract/formRules.ts): the form says so under
// the field before sending, in the server's words.
describe('Notification Management: the lengths the server takes', () => {
  it('refuses a title or description longer than the server keeps, sending nothing', async () => {
    const backend = kit.serveNotifications([]);
    const { user } = await kit.renderNotifications();
    const dialog = await kit.openCreateDialog(user);
    await kit.fillValidNotification(user, dialog);
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    const description = within(dialog).getByRole('textbox', { name: 'Description' });
    await fill(user, title, 't'.repeat(201));
    await fill(user, description, 'd'.repeat(2001));
    await user.click(within(dialog).getByRole('button', { name: 'Create Notification' }));
    await waitFor(() =>
      expect(title).toHaveAccessibleDescription('title must be at most 200 characters long.'),
    );
    expect(description).toHaveAccessibleDescription(
      'description must be at most 2000 characters long.',
    );
    expect(backend.writes).toHaveLength(0);
  });

  it('counts characters as the server does: 200 emoji are 200 characters, not 400', async () => {
    const backend = kit.serveNotifications([]);
    const { user } = await kit.renderNotifications();
    const dialog = await kit.openCreateDialog(user);
    await kit.fillValidNotification(user, dialog);
    await fill(user, within(dialog).getByRole('textbox', { name: 'Title' }), '🎉'.repeat(200));
    await user.click(within(dialog).getByRole('button', { name: 'Create Notification' }));
    await waitFor(() => expect(backend.writes).toHaveLength(1));
  });
});
