/**
 * `npm run screenshots`, the team's pictures: a new account's one-time password, an Admin's first
 * sign-in (setting their own password), the page their role may not open, and the dialog of a
 * save that a colleague's came before.
 */
import { mkdirSync } from 'node:fs';
import { AdminAccountsPage } from './pages/AdminAccountsPage';
import { AdminLayout } from './pages/AdminLayout';
import { CrudPage } from './pages/CrudPage';
import { BANNERS } from './pages/serverScreens';
import { FORBIDDEN, OWN_ACCOUNT } from './pages/SetPasswordPage';
import { createAdmin, signInWithOneTimePassword } from './support/adminAccounts';
import { reachBannerConflict } from './support/bannerConflict';
import { expect, test } from './support/fixtures';
import { signIn } from './support/session';
import { OUT, shoot } from './support/shoot';

test.use({ viewport: { width: 1280, height: 800 } });

test.beforeAll(() => mkdirSync(OUT, { recursive: true }));

test('screenshot of a new account and its one-time password', async ({ page }) => {
  const admins = new AdminAccountsPage(page);
  await signIn(page);
  await admins.goto();
  await admins.openCreate();
  await admins.fill({
    name: 'Kabir Das',
    email: `kabir.${Date.now()}@travelsim.in`,
    role: 'Admin',
  });
  await admins.submitCreate();
  await expect(admins.passwordDialog).toBeVisible();
  await shoot(page, 'one-time-password');
});

test('screenshot of a save that a colleague came before', async ({
  page,
  newContext,
  request,
  problems,
}) => {
  const conflictFixtures = { newContext, request, problems };
  const { second } = await reachBannerConflict(new CrudPage(page, BANNERS), conflictFixtures);
  await shoot(second.page, 'edit-conflict');
});

test('screenshots of an Admin: setting their own password, and the page their role may not open', async ({
  page,
  request,
}) => {
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
