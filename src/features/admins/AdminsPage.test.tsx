import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, signedIn } from '@/testing/renderApp';
import { chooseOption, fill } from '@/testing/ui';

async function renderAdmins() {
  const view = renderApp({ route: '/admin-management', session: signedIn() });
  await screen.findByRole('heading', { name: 'Admin Management' });
  return view;
}

type User = Awaited<ReturnType<typeof renderAdmins>>['user'];

async function addAdmin(user: User, name: string, email: string, role = 'Admin') {
  await user.click(screen.getByRole('button', { name: 'Add Admin' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Admin' });
  await fill(user, within(dialog).getByLabelText('Name'), name);
  await fill(user, within(dialog).getByLabelText('Email'), email);
  if (role !== 'Admin') await chooseOption(user, 'Role', role);
  await user.click(within(dialog).getByRole('button', { name: 'Add Admin' }));
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Add Admin' })).not.toBeInTheDocument(),
  );
}

describe('Admin Management', () => {
  it("starts empty with 'No admins found' and the spec's columns", async () => {
    await renderAdmins();
    expect(await screen.findByText('No admins found')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Name',
      'Email',
      'Role',
      'Actions',
    ]);
  });

  it('requires a name and an email that is an email', async () => {
    const { user } = await renderAdmins();
    await user.click(screen.getByRole('button', { name: 'Add Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Admin' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Admin' }));
    expect(await within(dialog).findByText('Name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Email is required.')).toBeInTheDocument();

    await fill(user, within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Add Admin' }));
    expect(await within(dialog).findByText('Enter a valid email address.')).toBeInTheDocument();
  });

  it('creates, edits and deletes an admin', async () => {
    const { user, store } = await renderAdmins();
    await addAdmin(user, 'Neha Verma', 'neha@shop.example', 'Super Admin');
    const row = await screen.findByRole('row', { name: /Neha Verma/ });
    expect(within(row).getByText('neha@shop.example')).toBeInTheDocument();
    expect(within(row).getByText('Super Admin')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Edit admin Neha Verma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Admin' });
    expect(within(dialog).getByLabelText('Email')).toHaveValue('neha@shop.example');
    await fill(user, within(dialog).getByLabelText('Name'), 'Neha V. Verma');
    await chooseOption(user, 'Role', 'Admin');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    const edited = await screen.findByRole('row', { name: /Neha V\. Verma/ });
    expect(within(edited).getByText('Admin')).toBeInTheDocument();
    expect(store.getState().admins.items).toEqual([
      expect.objectContaining({ name: 'Neha V. Verma', email: 'neha@shop.example', role: 'Admin' }),
    ]);

    await user.click(within(edited).getByRole('button', { name: 'Delete admin Neha V. Verma' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Delete admin?' });
    await user.click(within(confirmation).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No admins found')).toBeInTheDocument();
    expect(store.getState().admins.items).toEqual([]);
  });

  it('starts empty again in a fresh store (a reload)', async () => {
    const first = await renderAdmins();
    await addAdmin(first.user, 'Kabir Das', 'kabir@shop.example');
    first.unmount();
    await renderAdmins();
    expect(await screen.findByText('No admins found')).toBeInTheDocument();
  });
});
