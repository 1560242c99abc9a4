import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, TEST_ADMIN } from '@/testing/handlers';
import { renderApp, signedIn } from '@/testing/renderApp';
import { serveProfile, serverProfile, withServerScreens } from '@/testing/screensMode';
import { server } from '@/testing/server';
import { makeJwt } from '@/testing/tokens';

const ONE_TIME = 'one-time-pass';
const ONE_TIME_TOKEN = makeJwt({ sub: '7' });
const OWN_TOKEN = makeJwt({ sub: '7', fresh: true });

/** A backend where the admin signs in with the one-time password; records what it is asked. */
function serveFirstSignIn() {
  const asked: { path: string; authorization: string | null; body?: unknown }[] = [];
  let passwordSet = false;
  server.use(
    http.post(`${API}/admin/admin-login`, () =>
      HttpResponse.json({
        status: true,
        token: ONE_TIME_TOKEN,
        message: 'Login successful.',
        mustSetPassword: true,
      }),
    ),
    http.get(`${API}/admin/profile`, ({ request }) => {
      asked.push({ path: '/admin/profile', authorization: request.headers.get('Authorization') });
      return HttpResponse.json(serverProfile('Admin', { mustSetPassword: !passwordSet }));
    }),
    http.put(`${API}/admin/profile/password`, async ({ request }) => {
      const body = (await request.json()) as { currentPassword: string };
      asked.push({
        path: '/admin/profile/password',
        authorization: request.headers.get('Authorization'),
        body,
      });
      if (body.currentPassword !== ONE_TIME) {
        return HttpResponse.json(
          { success: false, message: 'Current password is incorrect.' },
          { status: 400 },
        );
      }
      passwordSet = true;
      return HttpResponse.json({ success: true, message: 'Password changed.', token: OWN_TOKEN });
    }),
    http.get(`${API}/admin/orders/all`, ({ request }) => {
      asked.push({
        path: '/admin/orders/all',
        authorization: request.headers.get('Authorization'),
      });
      return HttpResponse.json({ success: true, orders: [] });
    }),
  );
  return asked;
}

async function signIn(view: ReturnType<typeof renderApp>) {
  await view.user.type(await screen.findByLabelText('Email'), TEST_ADMIN.email);
  await view.user.type(screen.getByLabelText('Password'), ONE_TIME);
  await view.user.click(screen.getByRole('button', { name: 'Sign In' }));
}

const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });

describe('first sign-in, on the reference server', () => {
  withServerScreens();

  it('goes to Set your password, and nowhere else until it is done', async () => {
    const asked = serveFirstSignIn();
    const view = renderApp({ route: '/order-management' });
    await signIn(view);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set your password' }),
    ).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/set-password');

    await act(() => view.router.navigate('/order-management'));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/set-password'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set your password' }),
    ).toBeInTheDocument();
    // The server would refuse them: none was asked for.
    expect(asked.filter(({ path }) => path === '/admin/orders/all')).toEqual([]);
  });

  it('checks the fields, shows the server’s refusal under its field, then sets it and goes to the dashboard with the new token', async () => {
    const asked = serveFirstSignIn();
    const view = renderApp({ route: '/admin-login' });
    await signIn(view);
    const submit = await screen.findByRole('button', { name: 'Set password' });

    await view.user.click(submit);
    expect(field(/One-time password/)).toHaveAccessibleDescription('Current password is required.');
    expect(field(/^New password/)).toHaveAccessibleDescription(
      'Password must be at least 8 characters long.',
    );
    // Longer than the server takes: said in its words, before anything is sent.
    await view.user.click(field(/^New password/));
    await view.user.paste('x'.repeat(1025));
    await view.user.click(submit);
    expect(field(/^New password/)).toHaveAccessibleDescription(
      'newPassword must be at most 1024 characters long.',
    );
    await view.user.clear(field(/^New password/));

    await view.user.type(field(/One-time password/), 'not-the-one');
    await view.user.type(field(/^New password/), 'my-own-password');
    await view.user.type(field(/Confirm new password/), 'my-own-passwrd');
    await view.user.click(submit);
    expect(field(/Confirm new password/)).toHaveAccessibleDescription('Passwords do not match.');

    await view.user.clear(field(/Confirm new password/));
    await view.user.type(field(/Confirm new password/), 'my-own-password');
    await view.user.click(submit);
    await waitFor(() =>
      expect(field(/One-time password/)).toHaveAccessibleDescription(
        'Current password is incorrect.',
      ),
    );

    await view.user.clear(field(/One-time password/));
    await view.user.type(field(/One-time password/), ONE_TIME);
    await view.user.click(submit);
    expect(await screen.findByRole('heading', { name: /Welcome back/ })).toBeInTheDocument();
    expect(await screen.findByText('Password changed.')).toBeInTheDocument();
    expect(view.store.getState().session.jwtToken).toBe(OWN_TOKEN);
    const change = asked.filter(({ path }) => path === '/admin/profile/password').at(-1);
    expect(change).toEqual({
      path: '/admin/profile/password',
      authorization: `Bearer ${ONE_TIME_TOKEN}`,
      body: { currentPassword: ONE_TIME, newPassword: 'my-own-password' },
    });
    // Whatever is asked from now on carries the new token.
    await waitFor(() =>
      expect(asked.filter(({ path }) => path === '/admin/profile').at(-1)?.authorization).toBe(
        `Bearer ${OWN_TOKEN}`,
      ),
    );
  });

  it('goes there when the profile says the one-time password is still to be replaced', async () => {
    serveProfile(serverProfile('Admin', { mustSetPassword: true }));
    const { router } = renderApp({ route: '/product-management', session: signedIn() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set your password' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/set-password');
  });

  it('is no page for an admin who has set their own', async () => {
    const { router } = renderApp({ route: '/set-password', session: signedIn() });
    expect(await screen.findByRole('heading', { name: /Welcome back/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin-dashboard');
  });
});

describe('first sign-in, against the requirements’ backend (screens in the tab)', () => {
  it('goes on to the dashboard as the requirements have it, and /set-password is not found', async () => {
    serveFirstSignIn();
    const view = renderApp({ route: '/admin-login' });
    await signIn(view);
    expect(await screen.findByRole('heading', { name: /Welcome back/ })).toBeInTheDocument();

    await act(() => view.router.navigate('/set-password'));
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
