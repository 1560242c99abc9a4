import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, TEST_ADMIN } from '@/testing/handlers';
import { renderApp, signedIn } from '@/testing/renderApp';
import { serveProfile, serverProfile, withServerScreens } from '@/testing/screensMode';
import { server } from '@/testing/server';
import { makeJwt } from '@/testing/tokens';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODE = '123456';
const RECOVERY_CODES = Array.from({ length: 10 }, (_, index) => `abcd${index}-efgh${index}`);
const PAGE = { level: 1, name: 'Set up two-factor sign-in' } as const;

/**
 * A Super Admin requires two-factor sign-in (docs/api.md#two-factor-sign-in): the profile says
 * the admin must set it up until a code turns it on.
 */
function serveRequired({ mustSetPassword = false } = {}) {
  const state = { on: false, passwordSet: !mustSetPassword };
  server.use(
    http.get(`${API}/admin/profile`, () =>
      HttpResponse.json(
        serverProfile('Admin', {
          mustSetPassword: !state.passwordSet,
          twoFactor: state.on,
          mustSetUpTwoFactor: !state.on,
        }),
      ),
    ),
    http.post(`${API}/admin/profile/two-factor`, () => {
      const otpauthUrl = `otpauth://totp/Shop?secret=${SECRET}`;
      return HttpResponse.json({ success: true, message: 'Scan it.', secret: SECRET, otpauthUrl });
    }),
    http.put(`${API}/admin/profile/two-factor`, () => {
      state.on = true;
      const message = 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.';
      return HttpResponse.json({ success: true, message, recoveryCodes: RECOVERY_CODES });
    }),
    http.put(`${API}/admin/profile/password`, () => {
      state.passwordSet = true;
      const token = makeJwt({ sub: '7', fresh: true });
      return HttpResponse.json({ success: true, message: 'Password changed.', token });
    }),
  );
}

const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });

describe('two-factor sign-in required, on the reference server', () => {
  withServerScreens();

  it('sends the admin to set it up, and nowhere else until it is done; then Continue goes to the dashboard', async () => {
    serveRequired();
    const view = renderApp({ route: '/product-management', session: signedIn() });
    expect(await screen.findByRole('heading', PAGE)).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/set-up-two-factor');
    await act(() => view.router.navigate('/order-management'));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/set-up-two-factor'));

    expect(await screen.findByRole('img', { name: /QR code/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Key' })).toHaveValue(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    await view.user.type(screen.getByRole('textbox', { name: 'Code' }), CODE);
    await view.user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toHaveTextContent(
      RECOVERY_CODES.join(''),
    );
    // The profile now says it is done; the codes stay until the admin goes on.
    expect(view.store.getState().session.profile).toMatchObject({ mustSetUpTwoFactor: false });
    expect(screen.getByRole('heading', PAGE)).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: /Welcome back/ })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/admin-dashboard');
  });

  it('offers Logout instead', async () => {
    serveRequired();
    const view = renderApp({ route: '/admin-dashboard', session: signedIn() });
    expect(await screen.findByRole('heading', PAGE)).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/admin-login'));
    expect(view.store.getState().session.jwtToken).toBeNull();
  });

  it('goes from the sign-in to the set-up at once, asking nothing of the screens first', async () => {
    serveRequired();
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(new URL(request.url).pathname));
    server.use(
      http.post(`${API}/admin/admin-login`, () =>
        HttpResponse.json({
          status: true,
          token: makeJwt({ sub: '7' }),
          message: 'Login successful.',
          mustSetPassword: false,
          mustSetUpTwoFactor: true,
        }),
      ),
    );
    const view = renderApp({ route: '/admin-login' });
    const visited: string[] = [];
    view.router.subscribe(({ location }) => visited.push(location.pathname));
    await view.user.type(await screen.findByLabelText('Email'), TEST_ADMIN.email);
    await view.user.type(screen.getByLabelText('Password'), TEST_ADMIN.password);
    await view.user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', PAGE)).toBeInTheDocument();
    // Straight there: the layout and the dashboard were never shown.
    expect(visited).not.toContain('/admin-dashboard');
    // The sign-in, the profile, the shop's own token and the set-up: no screen asked first.
    const setUpCalls = [
      '/admin/admin-login',
      '/admin/profile',
      '/airlo/token',
      '/admin/profile/two-factor',
    ];
    expect(asked.filter((path) => !setUpCalls.includes(path))).toEqual([]);
    server.events.removeAllListeners();
  });

  it('asks for a new password first, where both are due', async () => {
    serveRequired({ mustSetPassword: true });
    const view = renderApp({ route: '/product-management', session: signedIn() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set your password' }),
    ).toBeInTheDocument();
    await view.user.type(field(/One-time password/), 'one-time-pass');
    await view.user.type(field(/^New password/), 'my-own-password');
    await view.user.type(field(/Confirm new password/), 'my-own-password');
    await view.user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('heading', PAGE)).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/set-up-two-factor');
  });

  it('is no page for an admin with nothing to set up', async () => {
    serveProfile(serverProfile('Admin', { twoFactor: true }));
    const { router } = renderApp({ route: '/set-up-two-factor', session: signedIn() });
    expect(await screen.findByRole('heading', { name: /Welcome back/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin-dashboard');
  });
});

describe('two-factor sign-in required, against the requirements’ backend', () => {
  it('has no set-up page', async () => {
    const { router } = renderApp({ route: '/set-up-two-factor', session: signedIn() });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/set-up-two-factor');
  });
});
