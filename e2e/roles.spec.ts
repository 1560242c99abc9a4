/**
 * Roles and the admin's own account on the reference server
 * (docs/decisions.md#roles-and-your-own-account): a Super Admin creates an Admin, who signs in
 * with the one-time password in a browser of their own, must set their own, and cannot open
 * Admin Management; an admin changes their password and ends their other sessions.
 */
import type { Page } from '@playwright/test';
import { AdminLayout } from './pages/AdminLayout';
import { LoginPage } from './pages/LoginPage';
import { FORBIDDEN, OWN_ACCOUNT, SET_PASSWORD } from './pages/SetPasswordPage';
import { expect, test } from './support/fixtures';
import {
  createAdmin,
  firstSignIn,
  signInWithOneTimePassword,
  type NewAdmin,
} from './support/adminAccounts';
import { signIn } from './support/session';

/**
 * Signs in with a password of the admin's; the app goes on to the dashboard, or to the page the
 * guard stopped the browser at.
 */
async function signInAs(page: Page, admin: NewAdmin, password: string) {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(admin.email, password);
  await expect(new AdminLayout(page).topBar).toContainText(`Welcome, ${admin.name}`);
}

/** The other browser's session is over: its next admin call is refused, and it is back at the login. */
async function expectSignedOut(page: Page) {
  await page.goto('/user-management');
  await expect(new LoginPage(page).heading).toBeVisible();
  await expect(page).toHaveURL(/\/admin-login$/);
}

test.describe('Roles and your own account', () => {
  test('a Super Admin creates an Admin, who sets their own password and cannot open Admin Management', async ({
    page,
    request,
    newContext,
    axe,
  }) => {
    await signIn(page);
    await expect(new AdminLayout(page).link('Admin Management')).toBeVisible();
    const admin = await createAdmin(request, 'Meera Nair', `roles${test.info().workerIndex}`);

    // The new Admin, in a browser of their own, signs in with the one-time password.
    const adminPage = await (await newContext()).newPage();
    const setPassword = await signInWithOneTimePassword(adminPage, admin);
    await expect(adminPage).toHaveURL(/\/set-password$/);

    // Nothing else opens until it is done.
    await adminPage.goto('/user-management');
    await expect(setPassword.heading).toBeVisible();
    await expect(adminPage).toHaveURL(/\/set-password$/);

    await setPassword.setPassword(admin.oneTimePassword, 'short');
    await expect(setPassword.fieldMessage(SET_PASSWORD.tooShort)).toBeVisible();
    await setPassword.setPassword(
      admin.oneTimePassword,
      'meera-Own-Passw0rd',
      'meera-Own-Passw0rd!',
    );
    await expect(setPassword.fieldMessage(SET_PASSWORD.mismatch)).toBeVisible();
    await axe('Set your password, field errors');
    await setPassword.setPassword(admin.oneTimePassword, 'meera-Own-Passw0rd');

    const layout = new AdminLayout(adminPage);
    await expect(layout.heading(`Welcome back, ${admin.name}!`)).toBeVisible();
    await layout.profileButton.click();
    await expect(layout.profileCard).toContainText('Admin');
    await expect(layout.profileCard).not.toContainText('Super Admin');
    await layout.profileButton.click();
    await expect(layout.link('User Management')).toBeVisible();
    await expect(layout.link('Admin Management')).toHaveCount(0);

    // By its address, Admin Management is a clear refusal with a way back.
    await adminPage.goto('/admin-management');
    await expect(layout.heading(FORBIDDEN.title)).toBeVisible();
    await expect(adminPage.getByText(FORBIDDEN.adminAccounts)).toBeVisible();
    await axe('Access denied');
    await adminPage.getByRole('link', { name: FORBIDDEN.back }).click();
    await expect(layout.heading(`Welcome back, ${admin.name}!`)).toBeVisible();

    // The one-time password signs in no more.
    const withOneTime = await request.post('/admin/admin-login', {
      data: { email: admin.email, password: admin.oneTimePassword },
    });
    expect(withOneTime.status()).toBe(401);
  });

  test('an admin changes their password and signs out of their other sessions', async ({
    page,
    request,
    newContext,
    problems,
    axe,
  }) => {
    // The other browser's calls answer 401 once its session is ended; a wrong current password 400.
    problems.expect({ url: /\/admin\//, status: 401 });
    problems.expect({ url: '/admin/profile/password', status: 400, method: 'PUT' });
    problems.allowConsole(/^Error fetching users:/);
    const admin = await createAdmin(request, 'Rohan Iyer', `roles${test.info().workerIndex}`);
    await firstSignIn(page, admin, 'rohan-First-Passw0rd');
    const elsewhere = await (await newContext()).newPage();
    await signInAs(elsewhere, admin, 'rohan-First-Passw0rd');

    const layout = new AdminLayout(page);
    await layout.profileButton.click();
    await layout.profileCard.getByRole('button', { name: OWN_ACCOUNT.changePassword }).click();
    const dialog = page.getByRole('dialog', { name: OWN_ACCOUNT.changePassword });
    const field = (label: RegExp) => dialog.getByLabel(label);
    await field(/^Current password/).fill('not-my-password');
    await field(/^New password/).fill('rohan-Second-Passw0rd');
    await field(/^Confirm new password/).fill('rohan-Second-Passw0rd');
    await dialog.getByRole('button', { name: OWN_ACCOUNT.changePassword }).click();
    await expect(dialog.getByText(OWN_ACCOUNT.wrongCurrent)).toBeVisible();
    await axe('Change password dialog, the server’s refusal');
    await field(/^Current password/).fill('rohan-First-Passw0rd');
    await dialog.getByRole('button', { name: OWN_ACCOUNT.changePassword }).click();
    await expect(layout.snackbar(OWN_ACCOUNT.passwordChanged)).toBeVisible();
    await expect(dialog).toBeHidden();

    // This browser goes on with its fresh token; the other one is signed out.
    await layout.open('Order Management');
    await expect(layout.heading('Order Management')).toBeVisible();
    await expectSignedOut(elsewhere);

    await signInAs(elsewhere, admin, 'rohan-Second-Passw0rd');
    await layout.profileButton.click();
    await layout.profileCard.getByRole('button', { name: OWN_ACCOUNT.endOtherSessions }).click();
    await expect(layout.snackbar(OWN_ACCOUNT.otherSessionsEnded)).toBeVisible();
    await layout.profileButton.click();
    await layout.open('User Management');
    await expect(layout.heading('User Management')).toBeVisible();
    await expectSignedOut(elsewhere);
  });
});
