import type { UserEvent } from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { API } from '@/testing/handlers';
import { renderApp, signedIn } from '@/testing/renderApp';
import { serveProfile, serverProfile, withServerScreens } from '@/testing/screensMode';
import { MANAGEMENT_SCREENS } from '@/testing/screenNames';
import { server } from '@/testing/server';

const EVERY_ENTRY = ['Dashboard', ...MANAGEMENT_SCREENS, 'Activity'];

async function sidebarEntries() {
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

async function profileCard(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Open profile' }));
  return screen.getByRole('dialog', { name: 'Profile' });
}

/** The app on Product Management, whose list the default test handlers answer empty. */
async function onProducts() {
  const view = renderApp({ route: '/product-management', session: signedIn() });
  await screen.findByRole('heading', { level: 1, name: 'Product Management' });
  return view;
}

/** Admin Management, opened from the sidebar, shows its heading. */
async function opensAdminManagement(user: UserEvent) {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  await user.click(within(nav).getByRole('link', { name: 'Admin Management' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Admin Management' }),
  ).toBeInTheDocument();
}

describe('roles, on the reference server', () => {
  withServerScreens();

  it('an Admin sees no Admin Management entry, and the card shows the role the server said', async () => {
    serveProfile(serverProfile('Admin'));
    const { user } = await onProducts();
    expect(await within(await profileCard(user)).findByText('Admin')).toBeInTheDocument();
    expect(await sidebarEntries()).toEqual(
      EVERY_ENTRY.filter((entry) => entry !== 'Admin Management'),
    );
  });

  it('a Super Admin sees every entry and opens Admin Management', async () => {
    serveProfile(serverProfile('Super Admin'));
    const { user } = await onProducts();
    expect(await within(await profileCard(user)).findByText('Super Admin')).toBeInTheDocument();
    expect(await sidebarEntries()).toEqual(EVERY_ENTRY);
    await opensAdminManagement(user);
  });

  it('an Admin who opens Admin Management by its address gets the 403 page, and a way to the dashboard', async () => {
    serveProfile(serverProfile('Admin'));
    const { user, router } = renderApp({ route: '/admin-management', session: signedIn() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Access denied' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('An Admin may not view admin accounts. A Super Admin can change your role.'),
    ).toBeInTheDocument();
    // The layout stays: the sidebar is there to go elsewhere.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin-management');

    await user.click(screen.getByRole('link', { name: 'Go to dashboard' }));
    expect(await screen.findByRole('heading', { name: /Welcome back/ })).toBeInTheDocument();
  });

  it.each([
    ['Admin', false],
    ['Super Admin', true],
  ] as const)('the command palette offers an %s Admin Management: %s', async (role, offered) => {
    serveProfile(serverProfile(role));
    const { user, store } = await onProducts();
    await waitFor(() => expect(store.getState().session.profile?.role).toBe(role));
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox', { name: /Search screens/ }), 'management');
    const names = screen.getAllByRole('option').map((option) => option.firstChild?.textContent);
    expect(names).toContain('User Management');
    expect(names.includes('Admin Management')).toBe(offered);
  });

  it("a 403 from the server shows the server's message in the failure snackbar", async () => {
    serveProfile(serverProfile('Admin'));
    server.use(
      http.get(`${API}/admin/notification/all`, () =>
        HttpResponse.json(
          { success: false, message: 'An Admin may not view notifications.' },
          { status: 403 },
        ),
      ),
    );
    renderApp({ route: '/notification-management', session: signedIn() });
    expect(
      await screen.findByText('Failed to load notifications: An Admin may not view notifications.'),
    ).toBeInTheDocument();
  });
});

describe('roles, against the requirements’ backend (screens in the tab)', () => {
  it('an Admin sees every entry and opens Admin Management, as the requirements have it', async () => {
    serveProfile(serverProfile('Admin'));
    const { user } = await onProducts();
    expect(await sidebarEntries()).toEqual(EVERY_ENTRY);
    await opensAdminManagement(user);
  });

  it("the card shows the requirements' defaults until the profile is known", async () => {
    server.use(http.get(`${API}/admin/profile`, () => delay('infinite')));
    const { user } = await onProducts();
    const card = await profileCard(user);
    expect(within(card).getByText('Super Admin')).toBeInTheDocument();
    expect(within(card).getByText('Admin')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Change password' })).not.toBeInTheDocument();
  });
});
