import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '@/testing/handlers';
import { server } from '@/testing/server';
import { atPhoneWidth } from '@/testing/phoneWidth';
import { columnHeaders, openDialog, renderScreen, urlParams } from '@/testing/screenKit';
import { serveProfile, serverProfile, withServerScreens } from '@/testing/screensMode';
import { chooseOption, expectTextsIn, fill } from '@/testing/ui';
import { expectAdminFieldMessages } from '@/testing/adminFormCases';
import { MEERA, ONE_TIME_PASSWORD, OWNER, serveAccounts } from '@/testing/adminsBackend';
import { copyAndClose, renderAdmins, ROUTE } from '@/testing/adminsTestKit';

describe('Admin Management, accounts on the server', () => {
  withServerScreens();

  it('lists the accounts with their role, last sign-in, two-factor and status', async () => {
    serveAccounts();
    await renderAdmins();
    expect(columnHeaders()).toEqual([
      'Name',
      'Email',
      'Role',
      // Created is in the column menu until shown, so that the others fit a laptop.
      'Last sign-in',
      'Two-factor',
      'Status',
      'Actions',
    ]);
    const meera = screen.getByRole('row', { name: /Meera Nair/ });
    expectTextsIn(meera, ['Never', 'Password not set']);
    const owner = screen.getByRole('row', { name: /Asha Rao/ });
    expectTextsIn(owner, ['Super Admin', 'Active', 'On']);
  });

  it("shows a last sign-in in the shop's zone, as every moment the lists show", async () => {
    // 01:30 on Nov 25 in Asia/Kolkata, the shop's zone; still Nov 24 in UTC.
    serveProfile(serverProfile('Super Admin'));
    serveAccounts([{ ...OWNER, lastSignInAt: '2026-11-24T20:00:00.000Z' }, MEERA]);
    await renderAdmins();
    const owner = screen.getByRole('row', { name: /Asha Rao/ });
    expectTextsIn(owner, ['Nov 25, 2026, 1:30 AM']);
  });

  describe('on a phone', () => {
    atPhoneWidth();

    it("shows each account's last sign-in on its card, as its row does", async () => {
      serveProfile(serverProfile('Super Admin'));
      serveAccounts([{ ...OWNER, lastSignInAt: '2026-11-24T20:00:00.000Z' }, MEERA]);
      await renderScreen(ROUTE, 'Admin Management');
      const cards = await screen.findByRole('list', { name: 'Admins' });
      const card = (name: string) => within(within(cards).getByText(name).closest('li')!);
      expect(card('Asha Rao').getByText('Last sign-in: Nov 25, 2026, 1:30 AM')).toBeInTheDocument();
      expect(card('Meera Nair').getByText('Last sign-in: Never')).toBeInTheDocument();
    });
  });

  it('asks for the search and sort of the URL, and writes a new search and sort there', async () => {
    const { asked } = serveAccounts();
    const { user, router } = await renderAdmins(`${ROUTE}?q=a&sort=name&order=asc`);
    expect(asked[0]).toEqual({ page: '1', pageSize: '50', q: 'a', sort: 'name', order: 'asc' });

    await fill(
      user,
      screen.getByRole('searchbox', { name: 'Search admins by name or email' }),
      'meera',
    );
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ q: 'meera' }));
    expect(await screen.findByRole('row', { name: /Meera Nair/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /Asha Rao/ })).toBeNull());
    expect(urlParams(router)).toEqual({ q: 'meera', sort: 'name', order: 'asc' });

    await user.click(screen.getByRole('columnheader', { name: 'Last sign-in' }));
    await waitFor(() =>
      expect(asked.at(-1)).toMatchObject({ sort: 'lastSignInAt', order: 'asc', q: 'meera' }),
    );
    expect(urlParams(router)).toEqual({ q: 'meera', sort: 'lastSignInAt', order: 'asc' });
  });

  it('creates an account and shows its one-time password once, to copy', async () => {
    const { writes } = serveAccounts();
    const { user } = await renderAdmins();
    const dialog = await openDialog(user, 'Add Admin');
    expect(within(dialog).queryByLabelText('Disabled')).not.toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('Name'), 'Kabir Das');
    await fill(user, within(dialog).getByLabelText('Email'), 'kabir@shop.in');
    await chooseOption(user, 'Role', 'Super Admin');
    await user.click(within(dialog).getByRole('button', { name: 'Add Admin' }));

    await copyAndClose(user, ONE_TIME_PASSWORD);
    expect(screen.getByText('Admin created successfully!')).toBeInTheDocument();
    expect(writes).toEqual([
      {
        method: 'POST',
        path: '/admin/admins',
        ifMatch: null,
        body: { name: 'Kabir Das', email: 'kabir@shop.in', role: 'Super Admin' },
      },
    ]);
    expect(await screen.findByRole('row', { name: /Kabir Das/ })).toBeInTheDocument();
    expect(screen.queryByText(ONE_TIME_PASSWORD)).not.toBeInTheDocument();
  });

  it("keeps the form open with the server's words under the field it refuses", async () => {
    serveAccounts();
    const { user } = await renderAdmins();
    const dialog = await openDialog(user, 'Add Admin');
    await fill(user, within(dialog).getByLabelText('Name'), 'Meera again');
    await fill(user, within(dialog).getByLabelText('Email'), MEERA.email);
    await user.click(within(dialog).getByRole('button', { name: 'Add Admin' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription(
        'An admin with this email already exists.',
      ),
    );
    expect(screen.queryByRole('dialog', { name: 'One-time password' })).not.toBeInTheDocument();
  });

  it("says a refusal of a field the form does not show in the server's words, in a snackbar", async () => {
    serveAccounts();
    server.use(
      http.post(`${API}/admin/admins`, () =>
        HttpResponse.json(
          { success: false, message: 'Nickname is taken.', field: 'nickname' },
          { status: 409 },
        ),
      ),
    );
    const { user } = await renderAdmins();
    const dialog = await openDialog(user, 'Add Admin');
    await fill(user, within(dialog).getByLabelText('Name'), 'Kabir Das');
    await fill(user, within(dialog).getByLabelText('Email'), 'kabir@shop.in');
    await user.click(within(dialog).getByRole('button', { name: 'Add Admin' }));
    expect(
      await screen.findByText('Failed to create/update admin: Nickname is taken.'),
    ).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
  });

  it('asks for the spec’s fields', async () => {
    serveAccounts();
    const { user } = await renderAdmins();
    await expectAdminFieldMessages(user);
  });
});
