/**
 * Two-factor sign-in on the reference server (docs/api.md#two-factor-sign-in): an admin of the
 * test's own (the seeded one's sign-in stays as the other specs expect it) turns it on from the
 * profile card with the current code of the key shown, keeps the recovery codes, then signs in
 * with the password and a code, and with the password and a recovery code. The codes are made
 * here from the key, as an authenticator app makes them (RFC 6238, written apart from the
 * server's library: server/test/support/totpCodes.ts).
 */
import type { Page } from '@playwright/test';
import { totpCode } from '../server/test/support/totpCodes';
import { AdminLayout } from './pages/AdminLayout';
import { LoginPage } from './pages/LoginPage';
import { createAdmin, firstSignIn, type NewAdmin } from './support/adminAccounts';
import { expect, test } from './support/fixtures';

const TWO_FACTOR = {
  button: 'Two-factor authentication',
  enterCode: 'Enter the code from your authenticator app.',
  wrongCode: 'That code is not right. Enter the current code from your authenticator app.',
} as const;
const PASSWORD = 'kavya-Own-Passw0rd';
const STEP = 30_000;

/** The password step; the code step follows in place of the landing. */
async function passwordStep(page: Page, admin: NewAdmin) {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(admin.email, PASSWORD);
  await expect(page.getByText(TWO_FACTOR.enterCode)).toBeVisible();
  return page.getByRole('textbox', { name: 'Code' });
}

async function verify(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

async function signedInAndOut(page: Page, admin: NewAdmin) {
  const layout = new AdminLayout(page);
  await expect(layout.topBar).toContainText(`Welcome, ${admin.name}`);
  await layout.logoutButton.click();
  await expect(new LoginPage(page).heading).toBeVisible();
}

test('an admin turns two-factor sign-in on, then signs in with a code and with a recovery code', async ({
  page,
  request,
  problems,
  axe,
}) => {
  // A wrong code, refused at the set-up and at the sign-in.
  problems.expect({ url: '/admin/profile/two-factor', status: 400, method: 'PUT' });
  problems.expect({ url: '/admin/admin-login/second-factor', status: 401 });
  const admin = await createAdmin(request, 'Kavya Rao', `twofactor${test.info().workerIndex}`);
  await firstSignIn(page, admin, PASSWORD);

  const layout = new AdminLayout(page);
  await layout.profileButton.click();
  await layout.profileCard.getByRole('button', { name: TWO_FACTOR.button }).click();
  const dialog = page.getByRole('dialog', { name: TWO_FACTOR.button });
  await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible();
  const key = (await dialog.getByRole('textbox', { name: 'Key' }).inputValue()).replace(/ /g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await axe('Two-factor authentication dialog');

  const code = dialog.getByRole('textbox', { name: 'Code' });
  await code.fill(totpCode(key, Date.now() - 5 * STEP));
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await expect(dialog.getByText(TWO_FACTOR.wrongCode)).toBeVisible();
  const turnedOnAt = Date.now();
  await code.fill(totpCode(key, turnedOnAt));
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  const list = dialog.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = await list.getByRole('listitem').allTextContents();
  await axe('Two-factor authentication dialog, the recovery codes');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await layout.profileButton.click();
  await expect(layout.profileCard.getByRole('button', { name: TWO_FACTOR.button })).toContainText(
    'On',
  );
  await layout.profileButton.click();
  await signedInAndOut(page, admin);

  // The password, then the app's code: the next step's, as the set-up took this one's.
  await passwordStep(page, admin);
  await verify(page, totpCode(key, turnedOnAt - 5 * STEP));
  await expect(page.getByText(TWO_FACTOR.wrongCode)).toBeVisible();
  await axe('Sign-in, the code step');
  await verify(page, totpCode(key, turnedOnAt + STEP));
  await signedInAndOut(page, admin);

  // The password, then a recovery code, once.
  await passwordStep(page, admin);
  await verify(page, recoveryCodes[0] ?? '');
  await signedInAndOut(page, admin);
});
