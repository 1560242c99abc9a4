import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { API, TEST_ADMIN } from '@/testing/handlers';
import { renderApp, signedIn } from '@/testing/renderApp';
import { server } from '@/testing/server';
import { makeJwt } from '@/testing/tokens';

describe('the admin guard', () => {
  it('sends a visitor to /admin-login and back to the page they asked for after signing in', async () => {
    const { user, router } = renderApp({ route: '/order-management?q=esim' });
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin-login');

    await user.type(screen.getByLabelText('Email'), TEST_ADMIN.email);
    await user.type(screen.getByLabelText('Password'), TEST_ADMIN.password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Order Management' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/order-management');
    expect(router.state.location.search).toBe('?q=esim');
  });

  it.each(['/', '/admin-login'])(
    'sends a signed-in admin at %s to the dashboard',
    async (route) => {
      const { router } = renderApp({ route, session: signedIn() });
      expect(await screen.findByRole('heading', { name: /Welcome back/ })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/admin-dashboard');
    },
  );

  it('lets a signed-in admin open every screen of the sidebar, the active item following the route', async () => {
    const { user, router } = renderApp({ route: '/admin-dashboard', session: signedIn() });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    for (const [label, path] of [
      ['User Management', '/user-management'],
      ['Order Management', '/order-management'],
      ['Product Management', '/product-management'],
      ['Admin Management', '/admin-management'],
      ['Notification Management', '/notification-management'],
      ['Manage Categories', '/manage-categories'],
      ['Payment Management', '/payment-management'],
      ['Banner Management', '/banner-management'],
      ['Wallet Management', '/wallet-management'],
      ['Blog Management', '/blog-management'],
      ['Activity', '/activity'],
    ]) {
      await user.click(within(nav).getByRole('link', { name: label }));
      expect(await screen.findByRole('heading', { level: 1, name: label })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
      expect(within(nav).getByRole('link', { name: label })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
  });
});

describe('the not-found screen', () => {
  it('shows its texts and a Go Home link to /', async () => {
    renderApp({ route: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText("Oops! The page you're looking for doesn't exist or has been moved."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });
});

describe('logout', () => {
  it('from the sidebar revokes the token, clears storage and the store, and goes to /admin-login', async () => {
    let revoked: string | null = null;
    let airloRequests = 0;
    server.use(
      http.post(`${API}/admin/logout`, ({ request }) => {
        revoked = request.headers.get('Authorization');
        return HttpResponse.json({ success: true, message: 'Logged out.' });
      }),
      http.post(`${API}/airlo/token`, () => {
        airloRequests++;
        return HttpResponse.json({ data: { access_token: 'next-airlo' } });
      }),
    );
    const token = makeJwt();
    const { user, router, store } = renderApp({
      route: '/admin-dashboard',
      session: signedIn({ jwtToken: token }),
    });
    expect(
      await screen.findByRole('heading', { name: `Welcome back, ${TEST_ADMIN.name}!` }),
    ).toBeInTheDocument();
    window.localStorage.setItem('something', 'left behind');

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin-login');
    expect(revoked).toBe(`Bearer ${token}`);
    await waitFor(() => expect(store.getState().session.airloToken).toBe('next-airlo'));
    const { _persist, ...session } = store.getState().session;
    expect(session).toEqual({
      profile: null,
      jwtToken: null,
      // The wiped tab is as at start-up, so it asks for a fresh airlo token.
      airloToken: 'next-airlo',
      mustSetPassword: false,
      mustSetUpTwoFactor: false,
      ownAccount: false,
      localData: {},
      globalData: {},
    });
    expect(airloRequests).toBe(1);
    expect(store.getState().api.queries).toEqual({});
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.getItem('persist:session') ?? '').not.toContain(token);
  });

  it('from the header card does the same', async () => {
    const { user, router } = renderApp({ route: '/user-management', session: signedIn() });
    await user.click(await screen.findByRole('button', { name: 'Open profile' }));
    const card = screen.getByRole('dialog', { name: 'Profile' });
    await user.click(within(card).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin-login');
  });
});

describe('the header', () => {
  it('shows the welcome line and a card with name, email and role that closes on an outside click', async () => {
    const { user } = renderApp({ route: '/user-management', session: signedIn() });
    expect(await screen.findByText(TEST_ADMIN.name, { selector: 'strong' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open profile' }));
    const card = screen.getByRole('dialog', { name: 'Profile' });
    expect(within(card).getByText(TEST_ADMIN.name)).toBeInTheDocument();
    expect(within(card).getByText(TEST_ADMIN.email)).toBeInTheDocument();
    expect(within(card).getByText(TEST_ADMIN.role)).toBeInTheDocument();

    await user.click(screen.getByRole('heading', { name: 'User Management' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Profile' })).not.toBeInTheDocument(),
    );
  });

  it("falls back to 'Super Admin' and 'Admin' while the profile is unknown", async () => {
    server.use(
      http.get(`${API}/admin/profile`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { user } = renderApp({ route: '/user-management', session: signedIn() });
    expect(await screen.findByText('Super Admin', { selector: 'strong' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open profile' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Profile' })).getByText('Admin'),
    ).toBeInTheDocument();
  });
});
