/**
 * `npm run screenshots`, the roles' pictures: an Admin's first sign-in (setting their own
 * password) and the page their role may not open.
 */
import { mkdirSync } from 'node:fs';
import { AdminLayout } from './pages/AdminLayout';
import { FORBIDDEN, OWN_ACCOUNT } from './pages/SetPasswordPage';
import { createAdmin, signInWithOneTimePassword } from './support/adminAccounts';
import { expect, test } from './support/fixtures';
import { OUT, shoot } from './support/shoot';

test.use({ viewport: { width: 1280, height: 800 } });

test('screenshots of an Admin: setting their own password, and the page their role may not open', async ({
  page,
  request,
}) => {
  mkdirSync(OUT, { recursive: true });
  const admin = await createAdmin(request, 'Meera Nair', 'shots');
  const setPassword = await signInWithOneTimePassword(page, admin);
  await shoot(page, 'set-password');
  await setPassword.setPassword(admin.oneTimePassword, 'meera-Own-Passw0rd');
  const layout = new AdminLayout(page);
  await expect(layout.heading(`Welcome back, ${admin.name}!`)).toBeVisible();
  await expect(layout.snackbar(OWN_ACCOUNT.passwordChanged)).toBeHidden();
  await page.goto('/admin-management');
  await expect(layout.heading(FORBIDDEN.title)).toBeVisible();
  await shoot(page, 'access-denied');
});
