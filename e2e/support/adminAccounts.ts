/** Admin accounts made for a test, and their first sign-in (docs/decisions.md#roles-and-your-own-account). */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { AdminLayout } from '../pages/AdminLayout';
import { LoginPage } from '../pages/LoginPage';
import { OWN_ACCOUNT, SetPasswordPage } from '../pages/SetPasswordPage';
import { apiToken } from './session';

export interface NewAdmin {
  name: string;
  email: string;
  oneTimePassword: string;
}

/**
 * The suite's administrator (a Super Admin) creates an Admin (or `role`) through the API; `tag`
 * keeps the email apart from other tests' and workers'.
 */
export async function createAdmin(
  request: APIRequestContext,
  name: string,
  tag: string,
  role: 'Admin' | 'Super Admin' = 'Admin',
): Promise<NewAdmin> {
  const email = `${name.split(' ')[0].toLowerCase()}.${tag}.${Date.now()}@example.com`;
  const created = await request.post('/admin/admins', {
    headers: { Authorization: `Bearer ${await apiToken(request)}` },
    data: { name, email, role },
  });
  expect(created.status()).toBe(201);
  const { oneTimePassword } = (await created.json()) as { oneTimePassword: string };
  return { name, email, oneTimePassword };
}

/** Signs in with the one-time password, up to the page where the admin sets their own. */
export async function signInWithOneTimePassword(page: Page, admin: NewAdmin) {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(admin.email, admin.oneTimePassword);
  const setPassword = new SetPasswordPage(page);
  await expect(setPassword.heading).toBeVisible();
  return setPassword;
}

/** The first sign-in, where the one-time password is replaced by `own`. */
export async function firstSignIn(page: Page, admin: NewAdmin, own: string) {
  const setPassword = await signInWithOneTimePassword(page, admin);
  await setPassword.setPassword(admin.oneTimePassword, own);
  const layout = new AdminLayout(page);
  await expect(layout.heading(`Welcome back, ${admin.name}!`)).toBeVisible();
  // Gone before a test changes the password again, which the server answers in the same words.
  await expect(layout.snackbar(OWN_ACCOUNT.passwordChanged)).toBeHidden();
}
