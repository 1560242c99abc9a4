import type { UserEvent } from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/react';
import { localScreenCases, renderLocal, type LocalScreen } from '@/testing/localScreenCases';
import { answerConfirmation, openDialog, submitAndWaitClosed } from '@/testing/screenKit';
import { chooseOption, expectTextsIn, fill } from '@/testing/ui';
import { expectAdminFieldMessages } from '@/testing/adminFormCases';

async function addAdmin(user: UserEvent, name: string, email: string, role = 'Admin') {
  const dialog = await openDialog(user, 'Add Admin');
  await fill(user, within(dialog).getByLabelText('Name'), name);
  await fill(user, within(dialog).getByLabelText('Email'), email);
  if (role !== 'Admin') await chooseOption(user, 'Role', role);
  await submitAndWaitClosed(user, dialog, 'Add Admin');
}

const ADMINS: LocalScreen = {
  route: '/admin-management',
  heading: 'Admin Management',
  empty: 'No admins found',
  // The specification's columns, with what the accounts' list shows beside them.
  columns: ['Name', 'Email', 'Role', 'Created', 'Last sign-in', 'Status', 'Actions'],
  addOne: ({ user }) => addAdmin(user, 'Kabir Das', 'kabir@shop.example'),
};

describe('Admin Management', () => {
  localScreenCases(ADMINS);

  it('requires a name and an email that is an email', async () => {
    const { user } = await renderLocal(ADMINS);
    await expectAdminFieldMessages(user);
  });

  it('creates, edits and deletes an admin', async () => {
    const { user, store } = await renderLocal(ADMINS);
    await addAdmin(user, 'Neha Verma', 'neha@shop.example', 'Super Admin');
    const row = await screen.findByRole('row', { name: /Neha Verma/ });
    expectTextsIn(row, ['neha@shop.example', 'Super Admin']);
    // An account in the tab never signs in: no one-time password, and none to reset.
    expect(within(row).getByText('Never')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /one-time password/i })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Edit admin Neha Verma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Admin' });
    expect(within(dialog).getByLabelText('Email')).toHaveValue('neha@shop.example');
    expect(
      within(dialog).queryByRole('button', { name: 'Reset password' }),
    ).not.toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('Name'), 'Neha V. Verma');
    await chooseOption(user, 'Role', 'Admin');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    const edited = await screen.findByRole('row', { name: /Neha V\. Verma/ });
    expect(within(edited).getByText('Admin')).toBeInTheDocument();
    expect(store.getState().tabLists.admins).toEqual([
      expect.objectContaining({ name: 'Neha V. Verma', email: 'neha@shop.example', role: 'Admin' }),
    ]);

    await user.click(within(edited).getByRole('button', { name: 'Delete admin Neha V. Verma' }));
    await answerConfirmation(user, 'Delete admin?', 'Delete');
    expect(await screen.findByText('No admins found')).toBeInTheDocument();
    expect(store.getState().tabLists.admins).toEqual([]);
  });

  it('refuses an email another account has, in any case, as the server does', async () => {
    const { user, store } = await renderLocal(ADMINS);
    await addAdmin(user, 'Kabir Das', 'kabir@shop.example');
    const dialog = await openDialog(user, 'Add Admin');
    await fill(user, within(dialog).getByLabelText('Name'), 'Kabir D.');
    await fill(user, within(dialog).getByLabelText('Email'), 'Kabir@Shop.Example');
    await user.click(within(dialog).getByRole('button', { name: 'Add Admin' }));
    const email = within(dialog).getByLabelText('Email');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('An admin with this email already exists.'),
    );
    expect(store.getState().tabLists.admins).toHaveLength(1);

    await fill(user, email, 'Neha@Shop.Example');
    await submitAndWaitClosed(user, dialog, 'Add Admin');
    // Stored in its normal form, as the server stores it.
    expect(store.getState().tabLists.admins[1]).toMatchObject({ email: 'neha@shop.example' });
  });
});
