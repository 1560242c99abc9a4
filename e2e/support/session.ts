/** Signing in as the suite's administrator, and reading the session the way the app keeps it. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { CrudPage, type CrudScreen } from '../pages/CrudPage';
import { LoginPage } from '../pages/LoginPage';
import { TEST_ADMIN } from './server';

/**
 * Signs in through the login form (the one on screen, else /admin-login) and waits until the app has moved on to `landing` (the dashboard unless the guard stopped
 * the admin somewhere else).
 */
export async function signIn(page: Page, landing: string | RegExp = '/admin-dashboard') {
  const login = new LoginPage(page);
  if (!(await login.signInButton.isVisible())) await login.goto();
  await login.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  await expect(page).toHaveURL(typeof landing === 'string' ? new RegExp(`${landing}$`) : landing);
  if (landing === '/admin-dashboard') {
    // The dashboard loads the profile: done once it greets the admin by name.
    await expect(
      page.getByRole('heading', { level: 1, name: `Welcome back, ${TEST_ADMIN.name}!` }),
    ).toBeVisible();
  }
}

/** Signs in, then opens `screen`'s list. */
export async function signInTo<S extends CrudScreen>(page: Page, screen: S) {
  await signIn(page);
  const crud = new CrudPage(page, screen);
  await crud.goto();
  return crud;
}

/** The admin token the tab holds (redux-persist keeps the session in sessionStorage). */
export async function tokenInTab(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const raw = window.sessionStorage.getItem('persist:session');
    if (!raw) return null;
    const session = JSON.parse(raw) as { jwtToken?: string };
    return session.jwtToken ? (JSON.parse(session.jwtToken) as string | null) : null;
  });
}

/** A token from the API itself, for reading the seeded data the screens should show. */
export async function apiToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/admin/admin-login', {
    data: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** GET an admin endpoint with a fresh token. */
export async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const token = await apiToken(request);
  const response = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), `${path} → ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}
