import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { withServerScreens } from '@/testing/screensMode';
import { chooseOption, fill } from '@/testing/ui';
import { MEERA, RESET_PASSWORD, serveAccounts } from '@/testing/adminsBackend';
import { copyAndClose, renderAdmins } from '@/testing/adminsTestKit';
import { answerConfirmation } from '@/testing/screenKit';
import { changedMeanwhile } from '@/testing/versionedBackend';

describe('Admin Management, changing accounts on the server', () => {
  withServerScreens();

  async function openEditOf(user: UserEvent, name: string) {
    const row = await screen.findByRole('row', { name: new RegExp(name) });
    await user.click(within(row).getByRole('button', { name: `Edit admin ${name}` }));
    return screen.findByRole('dialog', { name: 'Edit Admin' });
  }

  it('changes the role and disables the account at the version it was read', async () => {
    const { writes } = serveAccounts();
    const { user } = await renderAdmins();
    const dialog = await openEditOf(user, 'Meera Nair');
    expect(within(dialog).getByLabelText('Email')).toHaveValue(MEERA.email);
    await chooseOption(user, 'Role', 'Super Admin');
    await user.click(within(dialog).getByRole('switch', { name: 'Disabled' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Admin updated successfully!')).toBeInTheDocument();
    expect(writes).toEqual([
      {
        method: 'PUT',
        path: '/admin/admins/7',
        ifMatch: '"1"',
        body: { name: 'Meera Nair', email: MEERA.email, role: 'Super Admin', disabled: true },
      },
    ]);
    const row = await screen.findByRole('row', { name: /Meera Nair.*Disabled/ });
    expect(within(row).getByText('Super Admin')).toBeInTheDocument();
  });

  it('shows the conflict notice when a colleague changed the account meanwhile, and saves the edits on top of theirs', async () => {
    const { accounts, writes } = serveAccounts();
    const { user } = await renderAdmins();
    const dialog = await openEditOf(user, 'Meera Nair');
    // A colleague's write since the list was read.
    Object.assign(accounts[1]!, { email: 'meera.nair@shop.in', version: 2 });
    await fill(user, within(dialog).getByLabelText('Name'), 'Meera N.');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      changedMeanwhile('admin account'),
    );
    expect(accounts[1]!.name).toBe('Meera Nair');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Meera N.');

    await user.click(within(dialog).getByRole('button', { name: 'Reload with my edits' }));
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Meera N.');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('meera.nair@shop.in');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Admin updated successfully!')).toBeInTheDocument();
    expect(writes.map(({ ifMatch }) => ifMatch)).toEqual(['"1"', '"2"']);
    expect(accounts[1]).toMatchObject({ name: 'Meera N.', email: 'meera.nair@shop.in' });
  });

  it('says who deleted the account meanwhile, as every item is told, and offers to create it again', async () => {
    const backend = serveAccounts();
    const { user } = await renderAdmins();
    const dialog = await openEditOf(user, 'Meera Nair');
    backend.deleteElsewhere(MEERA.id);
    await fill(user, within(dialog).getByLabelText('Name'), 'Meera N.');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      changedMeanwhile('admin account')
        .replace('changed', 'deleted')
        .replace(' after you opened it', ''),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create it again with my edits' }));
    const created = await screen.findByRole('dialog', { name: 'Add Admin' });
    expect(within(created).getByLabelText('Name')).toHaveValue('Meera N.');
  });

  it('resets at the version read: a colleague’s change meanwhile is said, and nothing is reset', async () => {
    const { accounts, writes } = serveAccounts();
    const { user } = await renderAdmins();
    const dialog = await openEditOf(user, 'Meera Nair');
    accounts[1]!.version = 2;
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    await answerConfirmation(user, 'Reset password?', 'Reset password');
    expect(
      await screen.findByText(`Failed to reset password: ${changedMeanwhile('admin account')}`),
    ).toBeInTheDocument();
    expect(writes).toEqual([
      { method: 'POST', path: '/admin/admins/7/reset-password', ifMatch: '"1"', body: null },
    ]);
    expect(screen.queryByRole('dialog', { name: 'One-time password' })).not.toBeInTheDocument();
  });

  it('resets the password from the edit form and shows the new one-time password', async () => {
    const { writes } = serveAccounts();
    const { user } = await renderAdmins();
    const dialog = await openEditOf(user, 'Meera Nair');
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    await answerConfirmation(user, 'Reset password?', 'Reset password');

    await copyAndClose(user, RESET_PASSWORD);
    expect(writes.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /admin/admins/7/reset-password',
    ]);
    expect(screen.queryByRole('dialog', { name: 'Edit Admin' })).not.toBeInTheDocument();
  });

  it('deletes after asking, with If-Match; a refusal is shown in the server’s words', async () => {
    const { writes } = serveAccounts();
    const { user } = await renderAdmins();
    await user.click(screen.getByRole('button', { name: 'Delete admin Meera Nair' }));
    await answerConfirmation(user, 'Delete admin?', 'Delete');
    expect(await screen.findByText('Admin deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /Meera Nair/ })).toBeNull());
    expect(writes).toEqual([
      { method: 'DELETE', path: '/admin/admins/7', ifMatch: '"1"', body: null },
    ]);

    await user.click(screen.getByRole('button', { name: 'Delete admin Asha Rao' }));
    await answerConfirmation(user, 'Delete admin?', 'Delete');
    expect(
      await screen.findByText('Failed to delete admin: The last Super Admin cannot be deleted.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Asha Rao/ })).toBeInTheDocument();
  });
});
