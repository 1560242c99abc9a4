import { screen, waitFor, within } from '@testing-library/react';
import { submitAndWaitClosed } from '@/testing/screenKit';
import { serveRecordedGet } from '@/testing/recordedGet';
import { TWO_USERS } from '@/testing/usersTestKit';
import * as kit from '@/testing/notificationsTestKit';

const MEERA = { id: 'u9', fullName: 'Meera Nair', email: 'meera@shop.in' };
const ROHAN = { id: 'u8', fullName: 'Rohan Iyer', email: 'rohan@example.in' };
const NAMED = {
  ...kit.NOTIFICATIONS[0],
  id: 4,
  title: 'VIP early access',
  noticeTo: 'specific_users',
  recipients: ['u9', 'u8'],
  recipientUsers: [MEERA, ROHAN],
};

/** Fills a valid notice, To Specific Users. */
async function fillSpecific(user: kit.User, dialog: HTMLElement) {
  await kit.fillValidNotification(user, dialog);
  await kit.choose(user, dialog, /^Notice To/, 'Specific Users');
}

describe('Notification Management: the recipients, on the reference server', () => {
  let asked: Record<string, string>[];
  beforeEach(() => {
    window.__BACKOFFICE_CONFIG__ = { screens: 'server', lists: 'server' };
    asked = serveRecordedGet('/admin/users', {
      success: true,
      users: TWO_USERS,
      pagination: { page: 1, pageSize: 10, total: 2, totalPages: 1, totalExact: true },
    });
  });
  afterEach(() => {
    delete window.__BACKOFFICE_CONFIG__;
  });

  it('requires users for Specific Users, searches the server for them and sends their ids', async () => {
    const backend = kit.serveNotifications([]);
    const { user } = await kit.renderNotifications();
    const dialog = await kit.openCreateDialog(user);
    expect(within(dialog).queryByRole('combobox', { name: /^Recipients/ })).toBeNull();
    await fillSpecific(user, dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Create Notification' }));
    expect(await within(dialog).findByText('Choose at least one user.')).toBeInTheDocument();
    expect(backend.writes).toHaveLength(0);

    const picker = within(dialog).getByRole('combobox', { name: /^Recipients/ });
    await user.type(picker, 'Meera');
    await waitFor(() => expect(asked).toContainEqual(expect.objectContaining({ q: 'Meera' })));
    await user.click(await screen.findByRole('option', { name: /Meera Nair · meera@shop.in/ }));
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: /Rohan Iyer/ }));
    expect(within(dialog).queryByText('Choose at least one user.')).toBeNull();
    expect(asked[0]).toEqual({ page: '1', pageSize: '10', sort: 'createdAt', order: 'desc' });

    await submitAndWaitClosed(user, dialog, 'Create Notification');
    expect(backend.writes[0]?.body).toMatchObject({
      noticeTo: 'specific_users',
      recipients: ['u9', 'u8'],
    });
  });

  it('sends no recipients once the notice goes to another audience', async () => {
    const { backend, user, dialog } = await kit.renderEditDialog('VIP early access', [NAMED]);
    expect(within(dialog).getByRole('button', { name: 'Meera Nair' })).toBeInTheDocument();
    await kit.choose(user, dialog, /^Notice To/, 'Admins');
    await submitAndWaitClosed(user, dialog, 'Update Notification');
    expect(backend.writes[0]?.body).toMatchObject({ noticeTo: 'admins' });
    expect(backend.writes[0]?.body).not.toHaveProperty('recipients');
  });

  it('says how many users a notice names on its row, and names them in its details', async () => {
    kit.serveNotifications([NAMED, kit.NOTIFICATIONS[2]!]);
    const { user } = await kit.renderNotifications();
    const row = await screen.findByRole('row', { name: /VIP early access/ });
    // A notice of Specific Users saved before its recipients were kept names none.
    const undated = screen.getByRole('row', { name: /Undated/ });
    expect(within(undated).getByText('Specific Users')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Specific Users · 2' }));
    const details = await screen.findByRole('dialog', { name: 'Recipients of “VIP early access”' });
    const names = within(details)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toEqual(['Meera Nairmeera@shop.in', 'Rohan Iyerrohan@example.in']);
  });
});

describe('Notification Management: the recipients, where no users are searched', () => {
  it('says plainly that users cannot be chosen, and does not save Specific Users', async () => {
    const backend = kit.serveNotifications([]);
    const { user } = await kit.renderNotifications();
    const dialog = await kit.openCreateDialog(user);
    await fillSpecific(user, dialog);

    expect(
      within(dialog).getByText('Choosing users is not available on this backend.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: /^Recipients/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Create Notification' }));
    expect(
      await within(dialog).findByText(
        'Specific Users cannot be saved here: choose another Notice To.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(backend.writes).toHaveLength(0));
  });
});
