import type { Page } from '@playwright/test';
import { AdminLayout } from './pages/AdminLayout';
import { LOGIN, LoginPage } from './pages/LoginPage';
import { USERS, UsersPage } from './pages/UsersPage';
import { expect, test } from './support/fixtures';
import { startServer, TEST_ADMIN, type RunningServer } from './support/server';
import { signIn, tokenInTab } from './support/session';

const SESSION_EXPIRED = LOGIN.sessionExpired;

/** Every key of the tab's sessionStorage with its value. */
const tabText = (page: Page) =>
  page.evaluate(() =>
    Object.entries(window.sessionStorage)
      .map(([key, value]) => `${key}=${String(value)}`)
      .join('\n'),
  );

/** The airlo token the tab has stored, once redux-persist has written the session again. */
const airloTokenInTab = (page: Page) =>
  page.evaluate(() => {
    const stored = JSON.parse(window.sessionStorage.getItem('persist:session') ?? '{}') as {
      airloToken?: string;
    };
    return stored.airloToken ? (JSON.parse(stored.airloToken) as string | null) : null;
  });

test.describe('Session', () => {
  // Signed in on the suite's server first (the last test has a server of its own).
  test.describe(() => {
    test.beforeEach(async ({ page }) => {
      await signIn(page);
    });

    test('a reload keeps the session; a new browser context does not', async ({
      page,
      newContext,
    }) => {
      const layout = new AdminLayout(page);
      await layout.open('User Management');
      const users = new UsersPage(page);
      await expect(users.heading).toBeVisible();

      await page.reload();
      await expect(users.heading).toBeVisible();
      await expect(layout.topBar).toContainText(TEST_ADMIN.name);
      expect(await tokenInTab(page)).toBeTruthy();

      // A new context is a new tab session: sessionStorage starts empty.
      const other = await (await newContext()).newPage();
      await other.goto(USERS.path);
      await expect(new LoginPage(other).heading).toBeVisible();
      await expect(other).toHaveURL(/\/admin-login$/);
    });

    test('Logout in the sidebar ends the session and returns to the login', async ({
      page,
      request,
    }) => {
      const token = await tokenInTab(page);
      const layout = new AdminLayout(page);
      await layout.logoutButton.click();

      await expect(page).toHaveURL(/\/admin-login$/);
      await expect(new LoginPage(page).heading).toBeVisible();
      // Nothing of the session is left in the tab (redux-persist writes back an empty one).
      expect(await tokenInTab(page)).toBeNull();
      expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
      expect(await page.evaluate(() => JSON.stringify(window.sessionStorage))).not.toContain(
        TEST_ADMIN.email,
      );

      // The token was revoked on the server, and the admin area is closed again.
      const profile = await request.get('/admin/profile', {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(profile.status()).toBe(401);
      await page.goto(USERS.path);
      await expect(page).toHaveURL(/\/admin-login$/);
    });

    test('a token revoked elsewhere ends the session at the next admin call', async ({
      page,
      request,
      problems,
    }) => {
      // The screen's calls answer 401 from now on: that is what this test provokes.
      problems.expect({ url: /\/admin\//, status: 401 });
      problems.allowConsole(/^Error fetching users:/);

      const token = await tokenInTab(page);
      expect(token).toBeTruthy();
      const revoked = await request.post('/admin/logout', {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(revoked.ok()).toBe(true);

      // Only the click: the screen's first call ends the session and leaves for the login, which
      // can happen before a wait for the screen's own address would start watching.
      await new AdminLayout(page).link('User Management').click();
      await expect(page.getByText(SESSION_EXPIRED)).toBeVisible();
      await expect(page).toHaveURL(/\/admin-login$/);
      expect(await tokenInTab(page)).toBeNull();
    });
  });

  test('twenty logouts in a row, lists in the browser and screens in the tab, leave no admin token', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    // The requirements' backend setting (README, "Pointing the web app at another backend").
    await page.route('**/config.js', async (route) => {
      const response = await route.fetch();
      const body = `${await response.text()}
window.__BACKOFFICE_CONFIG__.lists = 'client';
window.__BACKOFFICE_CONFIG__.screens = 'tab';`;
      await route.fulfill({ response, body });
    });
    const login = new LoginPage(page);
    const layout = new AdminLayout(page);
    for (let round = 0; round < 20; round++) {
      await signIn(page);
      const token = await tokenInTab(page);
      expect(token).toBeTruthy();
      if (round % 2 === 0) await layout.logoutButton.click();
      else {
        await layout.profileButton.click();
        await layout.profileCard.getByRole('button', { name: 'Logout' }).click();
      }
      await expect(login.heading).toBeVisible();
      expect(await tabText(page)).not.toContain(token);
      // Written again after the end, as at start-up: a fresh airlo token, nothing of the admin.
      await expect.poll(() => airloTokenInTab(page)).toBeTruthy();
      expect(await tabText(page)).not.toContain(token);
      expect(await tabText(page)).not.toContain(TEST_ADMIN.email);
    }
  });

  test.describe('with a 3-second token lifetime', () => {
    let server: RunningServer;

    test.beforeAll(async () => {
      test.setTimeout(180_000);
      server = await startServer({ TOKEN_TTL: '3' });
    });

    test.afterAll(async () => {
      await server?.stop();
    });

    test('an expired token ends the session with its message, and is never sent again', async ({
      page,
    }) => {
      // When each request carrying a token was sent, by token.
      const sent: Array<{ authorization: string; at: number }> = [];
      page.on('request', (request) => {
        const authorization = request.headers().authorization;
        if (authorization) sent.push({ authorization, at: Date.now() });
      });
      const login = new LoginPage(page);
      await page.goto(`${server.url}/user-management`);
      await expect(login.heading).toBeVisible();
      await login.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
      await expect(page).toHaveURL(`${server.url}/user-management`);
      await expect(new UsersPage(page).heading).toBeVisible();
      const token = await tokenInTab(page);
      const expiresAt = JSON.parse(
        Buffer.from(token?.split('.')[1] ?? '', 'base64url').toString(),
      ) as { exp: number };

      // No click needed: the session ends when the token expires.
      await expect(page.getByText(SESSION_EXPIRED)).toBeVisible({ timeout: 15_000 });
      await expect(page).toHaveURL(`${server.url}/admin-login`);
      expect(await tokenInTab(page)).toBeNull();

      // Nothing retried it once expired (a second's leeway: the token's time has whole seconds).
      await page.waitForTimeout(1_000);
      const withToken = sent.filter(({ authorization }) => authorization === `Bearer ${token}`);
      expect(withToken.length).toBeGreaterThan(0);
      expect(withToken.filter(({ at }) => at > (expiresAt.exp + 1) * 1000)).toEqual([]);
    });
  });
});
