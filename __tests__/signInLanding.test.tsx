import { screen, within } from '@testing-library/react';
import { holdStats } from '@/testing/dashboardTestKit';
import { withServerLists } from '@/testing/listsMode';
import { server } from '@/testing/server';
import { signInToDashboard, withSignInFirstPage } from '@/testing/signInFirst';

// Signing in from the first page of a visit to the dashboard of a backend with the shop's numbers.
withSignInFirstPage();

afterEach(() => server.events.removeAllListeners());

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
    const answerStats = holdStats();
    expect(await signInToDashboard()).toBeVisible();
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
