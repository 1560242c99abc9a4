import { within } from '@testing-library/react';
import { oversizePng } from '@/testing/screenKit';
import * as kit from '@/testing/notificationsTestKit';

describe('Notification Management: the form', () => {
  it("refuses an image larger than 5MB with 'Image must be smaller than 5MB.'", async () => {
    const backend = kit.serveNotifications([]);
    const { user } = await kit.renderNotifications();
    const dialog = await kit.openCreateDialog(user);
    await user.upload(within(dialog).getByLabelText(/^Image/), oversizePng());
    expect(await within(dialog).findByText('Image must be smaller than 5MB.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create Notification' }));
    expect(within(dialog).getByText('Image must be smaller than 5MB.')).toBeInTheDocument();
    expect(backend.writes).toHaveLength(0);
  });
});
