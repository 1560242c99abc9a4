import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, TEST_ADMIN } from '@/testing/handlers';
import { renderApp, signedIn } from '@/testing/renderApp';
import { server } from '@/testing/server';
import { loggedIn } from '@/features/session/sessionSlice';
import { baseApi } from '@/api/baseApi';
import { expiredJwt, makeJwt } from '@/testing/tokens';

describe('the end of a session', () => {
  it('a 401 from an admin call ends it with its message', async () => {
    server.use(
      http.get(`${API}/admin/profile`, () =>
        HttpResponse.json({ success: false, message: 'Token revoked.' }, { status: 401 }),
      ),
    );
    const { router, store } = renderApp({ route: '/admin-dashboard', session: signedIn() });
    expect(
      await screen.findByText('Authentication required. Please login again.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin-login');
    expect(store.getState().session.jwtToken).toBeNull();
  });

  it('an expired token ends it on load with the same message', async () => {
    const { router } = renderApp({
      route: '/order-management',
      session: signedIn({ jwtToken: expiredJwt() }),
    });
    expect(
      await screen.findByText('Authentication required. Please login again.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin-login');
  });

  it('a token that expires while the admin works ends it when it expires', async () => {
    const { router, store } = renderApp({
      route: '/user-management',
      session: signedIn({ jwtToken: makeJwt({}, 3600) }),
    });
    expect(await screen.findByRole('heading', { name: 'User Management' })).toBeVisible();
    // A token with two seconds left, once the screen is up however long that took.
    act(() => {
      store.dispatch(loggedIn(makeJwt({}, 2)));
    });
    expect(
      await screen.findByText('Authentication required. Please login again.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin-login');
  });
});

describe('start-up', () => {
  it('asks for the airlo token once and keeps it in the session', async () => {
    let calls = 0;
    server.use(
      http.post(`${API}/airlo/token`, () => {
        calls++;
        return HttpResponse.json({
          data: { access_token: 'fresh-airlo', token_type: 'Bearer', expires_in: 3600 },
        });
      }),
    );
    const { store } = renderApp({ route: '/admin-login' });
    await waitFor(() => expect(store.getState().session.airloToken).toBe('fresh-airlo'));
    await screen.findByRole('heading', { name: 'Admin Login' });
    expect(calls).toBe(1);
  });

  it('does not ask again when a token is stored, and sends it on non-admin calls', async () => {
    let tokenCalls = 0;
    let loginAuthorization: string | null = null;
    server.use(
      http.post(`${API}/airlo/token`, () => {
        tokenCalls++;
        return HttpResponse.json({ data: { access_token: 'other' } });
      }),
      http.post(`${API}/admin/admin-login`, ({ request }) => {
        loginAuthorization = request.headers.get('Authorization');
        return HttpResponse.json(
          { status: false, message: 'Invalid credentials.' },
          { status: 401 },
        );
      }),
    );
    const { user } = renderApp({ route: '/admin-login', session: { airloToken: 'stored-airlo' } });
    await user.type(await screen.findByLabelText('Email'), TEST_ADMIN.email);
    await user.type(screen.getByLabelText('Password'), 'whatever-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('alert');
    expect(loginAuthorization).toBe('Bearer stored-airlo');
    expect(tokenCalls).toBe(0);
  });

  it('only logs a failure to get the airlo token', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.post(`${API}/airlo/token`, () => new HttpResponse(null, { status: 500 })));
    renderApp({ route: '/admin-login' });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith('Failed to get the airlo token', expect.anything()),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    errors.mockRestore();
  });
});

describe('the loading overlay', () => {
  it('shows while a request is in flight and hides when it finishes', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(`${API}/admin/profile`, async () => {
        await answered;
        return HttpResponse.json({ name: 'Late Admin', email: 'late@example.com', role: 'Admin' });
      }),
    );
    renderApp({ route: '/admin-dashboard', session: signedIn() });
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    answer();
    expect(
      await screen.findByRole('heading', { name: 'Welcome back, Late Admin!' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: 'Loading' })).not.toBeVisible(),
    );
  });

  it('stays away while what is on screen refreshes itself, as a live change makes it', async () => {
    const { store } = renderApp({ route: '/admin-dashboard', session: signedIn() });
    expect(
      await screen.findByRole('heading', { name: `Welcome back, ${TEST_ADMIN.name}!` }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading' })).toBeNull());
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let asked = false;
    server.use(
      http.get(`${API}/admin/profile`, async () => {
        asked = true;
        await answered;
        return HttpResponse.json({ name: 'Renamed Admin', email: 'r@example.com', role: 'Admin' });
      }),
    );

    act(() => {
      store.dispatch(baseApi.util.invalidateTags(['Profile']));
    });
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).toBeNull();
    expect(
      screen.getByRole('heading', { name: `Welcome back, ${TEST_ADMIN.name}!` }),
    ).toBeVisible();
    answer();
    expect(
      await screen.findByRole('heading', { name: 'Welcome back, Renamed Admin!' }),
    ).toBeInTheDocument();
  });
});
