import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, TEST_ADMIN } from '@/testing/handlers';
import { renderApp } from '@/testing/renderApp';
import { server } from '@/testing/server';

async function signIn(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('Admin Login', () => {
  it('shows the validation messages and sends nothing while they stand', async () => {
    let requests = 0;
    server.use(http.post(`${API}/admin/admin-login`, () => void requests++));
    const { user } = renderApp({ route: '/admin-login' });

    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long.')).toBeInTheDocument();
    expect(requests).toBe(0);
  });

  it('refuses under the field an address the server would refuse, sending nothing', async () => {
    let requests = 0;
    server.use(http.post(`${API}/admin/admin-login`, () => void requests++));
    const { user } = renderApp({ route: '/admin-login' });
    await signIn(user, 'admin@shop', 'a-long-password');
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'Enter a valid email address.',
      ),
    );
    expect(requests).toBe(0);
  });

  it('signs in, keeps the token in sessionStorage and greets the admin by name', async () => {
    const { user, router } = renderApp({ route: '/' });
    await signIn(user, TEST_ADMIN.email, TEST_ADMIN.password);

    expect(
      await screen.findByRole('heading', { name: `Welcome back, ${TEST_ADMIN.name}!` }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin-dashboard');
    expect(screen.getByText(TEST_ADMIN.name, { selector: 'strong' })).toBeInTheDocument();
    await waitFor(() =>
      expect(window.sessionStorage.getItem('persist:session')).toContain('jwtToken'),
    );
    const stored = JSON.parse(window.sessionStorage.getItem('persist:session') ?? '{}');
    expect(JSON.parse(stored.jwtToken)).toMatch(/^ey/);
    expect(JSON.parse(stored.profile)).toEqual({
      name: TEST_ADMIN.name,
      email: TEST_ADMIN.email,
      role: TEST_ADMIN.role,
    });
  });

  it("shows 'Invalid credentials.' for a wrong password", async () => {
    const { user, router } = renderApp({ route: '/admin-login' });
    await signIn(user, TEST_ADMIN.email, 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials.');
    expect(router.state.location.pathname).toBe('/admin-login');
  });

  it("shows 'Invalid credentials.' when the server answers 200 without status true", async () => {
    server.use(http.post(`${API}/admin/admin-login`, () => HttpResponse.json({ status: false })));
    const { user } = renderApp({ route: '/admin-login' });
    await signIn(user, TEST_ADMIN.email, TEST_ADMIN.password);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials.');
  });

  it("shows the server's message when the request fails with one", async () => {
    server.use(
      http.post(`${API}/admin/admin-login`, () =>
        HttpResponse.json({ message: 'Login is closed for maintenance.' }, { status: 503 }),
      ),
    );
    const { user } = renderApp({ route: '/admin-login' });
    await signIn(user, TEST_ADMIN.email, TEST_ADMIN.password);
    expect(await screen.findByRole('alert')).toHaveTextContent('Login is closed for maintenance.');
  });

  it('shows the 401 of an expired one-time password as the server words it', async () => {
    const expired = 'Your one-time password has expired. Ask a Super Admin to reset it.';
    server.use(
      http.post(`${API}/admin/admin-login`, () =>
        HttpResponse.json({ success: false, message: expired }, { status: 401 }),
      ),
    );
    const { user } = renderApp({ route: '/admin-login' });
    await signIn(user, TEST_ADMIN.email, TEST_ADMIN.password);
    expect(await screen.findByRole('alert')).toHaveTextContent(expired);
  });

  it("shows 'Something went wrong' when the request fails without a message", async () => {
    server.use(http.post(`${API}/admin/admin-login`, () => HttpResponse.error()));
    const { user } = renderApp({ route: '/admin-login' });
    await signIn(user, TEST_ADMIN.email, TEST_ADMIN.password);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });

  it('toggles the password between hidden and shown with a named button', async () => {
    const { user } = renderApp({ route: '/admin-login' });
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
