import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, TEST_ADMIN } from '@/testing/handlers';
import { withServerLists } from '@/testing/listsMode';
import { renderApp, signedIn } from '@/testing/renderApp';
import { server } from '@/testing/server';
import { holdStats, serveStats } from '@/testing/dashboardTestKit';
import { serveProfile, serverProfile } from '@/testing/screensMode';
import { dayInZone } from '@/lib/zonedTime';
import { NO_NUMBERS } from './ShopNumbers';

const glance = async () => screen.findByRole('region', { name: 'The shop at a glance' });

describe('Dashboard: the shop at a glance', () => {
  withServerLists();

  it('shows each period against the one before, each card opening its filtered list', async () => {
    const asked = serveStats();
    renderApp({ route: '/admin-dashboard', session: signedIn() });
    const region = await glance();
    const today = await within(region).findByRole('link', { name: /^Today/ });
    expect(today).toHaveTextContent('4 orders');
    expect(today).toHaveTextContent('₹2,000.00 revenue');
    expect(today).toHaveTextContent('Orders −20% vs yesterday');
    expect(today).toHaveTextContent('Revenue +100% vs yesterday');
    expect(today).toHaveAttribute('href', '/order-management?from=2026-11-25&to=2026-11-25');
    expect(within(region).getByRole('link', { name: /^Last 7 days/ })).toHaveTextContent(
      'Orders no change vs the 7 days before',
    );
    expect(within(region).getByRole('link', { name: /^Last 30 days/ })).toHaveTextContent(
      'Orders new vs the 30 days before',
    );
    const newUsers = within(region).getByRole('link', { name: /^New users, last 30 days/ });
    expect(newUsers).toHaveTextContent('Sign-ups +50% vs the period before');
    expect(newUsers).toHaveAttribute('href', '/user-management?from=2026-10-27&to=2026-11-25');
    expect(within(region).getByRole('link', { name: /^Active banners/ })).toHaveAttribute(
      'href',
      '/banner-management?status=active&schedule=live',
    );
    // The last 30 days to today, UTC.
    expect(asked).toHaveLength(1);
    expect(Object.keys(asked[0] ?? {})).toEqual(['from', 'to']);
  });

  it("asks for the shop's days where the profile names its zone, and says whose they are", async () => {
    const asked = serveStats();
    const profile = serverProfile('Super Admin', { timeZone: 'Pacific/Kiritimati' });
    serveProfile(profile);
    renderApp({ route: '/admin-dashboard', session: signedIn({ profile }) });
    expect(await within(await glance()).findByText('Days in Pacific/Kiritimati')).toBeVisible();
    expect(asked[0]?.to).toBe(dayInZone(Date.now(), 'Pacific/Kiritimati'));
  });

  it('shows its frame, welcome and shortcuts, while its numbers are on their way', async () => {
    const answer = holdStats();
    renderApp({ route: '/admin-dashboard', session: signedIn() });
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Shortcuts' })).toBeVisible();
    const region = await glance();
    expect(within(region).getByLabelText("Loading the shop's numbers")).toBeVisible();
    expect(within(region).queryByRole('link', { name: /^Today/ })).not.toBeInTheDocument();
    answer();
    expect(await within(region).findByRole('link', { name: /^Today/ })).toBeVisible();
  });

  it('loads the profile each time it opens (docs/requirements.md#admin-dashboard)', async () => {
    serveStats();
    const names = ['Priya Sharma', 'Priya S. Rao'];
    let asked = 0;
    server.use(
      http.get(`${API}/admin/profile`, () =>
        HttpResponse.json({
          name: names[Math.min(asked++, 1)],
          email: 'p@example.com',
          role: TEST_ADMIN.role,
        }),
      ),
    );
    const { user } = renderApp({ route: '/admin-dashboard', session: signedIn() });
    expect(
      await screen.findByRole('heading', { name: 'Welcome back, Priya Sharma!' }),
    ).toBeVisible();
    const sidebar = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(sidebar).getByRole('link', { name: 'Banner Management' }));
    await screen.findByRole('heading', { level: 1, name: 'Banner Management' });
    await user.click(within(sidebar).getByRole('link', { name: 'Dashboard' }));
    expect(
      await screen.findByRole('heading', { name: 'Welcome back, Priya S. Rao!' }),
    ).toBeVisible();
    expect(asked).toBe(2);
  });

  it('links each status to its orders of the period, the orders without a status too', async () => {
    serveStats();
    renderApp({ route: '/admin-dashboard', session: signedIn() });
    const list = await within(await glance()).findByRole('list', { name: 'Orders by status' });
    expect(within(list).getByRole('link', { name: 'completed: 70 orders' })).toHaveAttribute(
      'href',
      '/order-management?status=completed&from=2026-10-27&to=2026-11-25',
    );
    expect(within(list).getByRole('link', { name: 'pending: 1 order' })).toBeInTheDocument();
    const unknown = within(list).getByRole('link', { name: 'Unknown: 9 orders' });
    expect(unknown).toHaveAttribute(
      'href',
      '/order-management?status=missing&from=2026-10-27&to=2026-11-25',
    );
    expect(unknown).toHaveAccessibleDescription('The shop sent no status for this order');
    expect(within(list).getAllByRole('link')).toHaveLength(3);
  });

  it('keeps the chosen period in the URL and asks for its days', async () => {
    const asked = serveStats();
    const { user, router } = renderApp({ route: '/admin-dashboard', session: signedIn() });
    await user.click(await within(await glance()).findByRole('button', { name: '90 days' }));
    expect(router.state.location.search).toBe('?days=90');
    await screen.findByRole('button', { name: '90 days', pressed: true });
    const [from, to] = [asked.at(-1)?.from ?? '', asked.at(-1)?.to ?? ''];
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(89);
  });

  it('says quietly that a backend without the numbers has none, and keeps the welcome', async () => {
    server.use(http.get(`${API}/admin/stats`, () => HttpResponse.json({}, { status: 404 })));
    renderApp({ route: '/admin-dashboard', session: signedIn() });
    expect(await screen.findByText(NO_NUMBERS)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Shortcuts' })).toBeInTheDocument();
  });

  it('offers to try again when the numbers fail to load', async () => {
    server.use(
      http.get(`${API}/admin/stats`, () =>
        HttpResponse.json({ success: false, message: 'Database unavailable.' }, { status: 503 }),
      ),
    );
    const { user } = renderApp({ route: '/admin-dashboard', session: signedIn() });
    expect(
      await screen.findByText("Failed to load the shop's numbers: Database unavailable."),
    ).toBeInTheDocument();
    serveStats();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await within(await glance()).findByRole('link', { name: /^Today/ })).toBeInTheDocument();
  });

  it('does not ask a backend with only the whole lists', async () => {
    window.__BACKOFFICE_CONFIG__ = { lists: 'client' };
    const asked = serveStats();
    renderApp({ route: '/admin-dashboard', session: signedIn() });
    expect(await screen.findByText(NO_NUMBERS)).toBeInTheDocument();
    expect(asked).toHaveLength(0);
  });
});
