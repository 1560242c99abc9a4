import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createRoot, type Root } from 'react-dom/client';
import { signInFirstPage } from '@/app/SignInFirst';
import { STATS_REPLY } from '@/features/dashboard/dashboardTestKit';
import { API, TEST_ADMIN } from '@/testing/handlers';
import { withServerLists } from '@/testing/listsMode';
import { server } from '@/testing/server';

// Signing in from the first page of a visit (docs/decisions.md#login-first) to the dashboard of a
// backend with the shop's numbers. The app it loads is made once per file, as once per page.
let container: HTMLElement;
let root: Root;

beforeEach(() => {
  window.history.replaceState(null, '', '/admin-login');
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() => root.render(signInFirstPage((app) => app.mount(root))));
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  server.events.removeAllListeners();
});

/** The page's heading as the admin reads it now. */
const heading = () => screen.queryByRole('heading', { level: 1 })?.textContent ?? null;

describe('signing in to the dashboard', () => {
  withServerLists();

  it('asks for the profile and the numbers with the token, and shows the frame before the numbers', async () => {
    // What the admin saw when each of the dashboard's requests left.
    const seenWhenAsked = new Map<string, string | null>();
    server.events.on('request:start', ({ request }) => {
      const { pathname } = new URL(request.url);
      if (!seenWhenAsked.has(pathname)) seenWhenAsked.set(pathname, heading());
    });
    let answerStats = () => undefined as void;
    const statsHeld = new Promise<void>((resolve) => (answerStats = resolve));
    server.use(
      http.get(`${API}/admin/stats`, async () => {
        await statsHeld;
        return HttpResponse.json(STATS_REPLY);
      }),
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), TEST_ADMIN.email);
    await user.type(screen.getByLabelText('Password'), TEST_ADMIN.password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(
      await screen.findByRole('heading', { name: `Welcome back, ${TEST_ADMIN.name}!` }),
    ).toBeVisible();
    expect(window.location.pathname).toBe('/admin-dashboard');
    expect(screen.getByRole('navigation', { name: 'Shortcuts' })).toBeVisible();
    const glance = screen.getByRole('region', { name: 'The shop at a glance' });
    expect(within(glance).getByLabelText("Loading the shop's numbers")).toBeVisible();
    // Both left while the sign-in page still showed: with the token, side by side, not once the
    // dashboard's code had drawn it.
    expect(seenWhenAsked.get('/admin/profile')).toBe('Admin Login');
    expect(seenWhenAsked.get('/admin/stats')).toBe('Admin Login');

    answerStats();
    expect(await within(glance).findByRole('link', { name: /^Today/ })).toBeVisible();
  });
});
