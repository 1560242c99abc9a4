/**
 * Two-factor sign-in on the reference server (docs/api.md#two-factor-sign-in): an admin of the
 * test's own (the seeded one's sign-in stays as the other specs expect it) turns it on from the
 * profile card with the current code of the key shown, keeps the recovery codes, then signs in
 * with the password and a code, and with the password and a recovery code; and, on a server of
 * its own, a Super Admin requires it of every account, a new admin sets it up before anything
 * else, and the Super Admin resets it. The codes are made here from the key, as an authenticator app makes them (RFC 6238, written apart from the
 * server's library: server/test/support/totpCodes.ts).
 */
import { request as requests, type Page } from '@playwright/test';
import { totpCode } from '../server/test/support/totpCodes';
import { AdminLayout } from './pages/AdminLayout';
import { LoginPage } from './pages/LoginPage';
import {
  createAdmin,
  firstSignIn,
  signInWithOneTimePassword,
  type NewAdmin,
} from './support/adminAccounts';
import { scanAccessibility } from './support/a11y';
import { expect, test } from './support/fixtures';
import { startServer, TEST_ADMIN, type RunningServer } from './support/server';
import { apiToken } from './support/session';
import { turnOnByApi } from './support/twoFactor';

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

// Required of every account, it would stop the other specs' sign-ins: a server of its own.
test.describe('required of every account', () => {
  let server: RunningServer;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startServer();
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('a Super Admin requires it; a new admin sets it up before anything else; the Super Admin resets it', async ({
    newContext,
    problems,
  }) => {
    // The reset ends the new admin's session.
    problems.expect({ url: '/admin/', status: 401 });
    const api = await requests.newContext({ baseURL: server.url });
    // Made while the Super Admin's password alone still answers the API a token.
    const admin = await createAdmin(api, 'Ishaan Mehta', 'required');
    const key = await turnOnByApi(api, await apiToken(api));
    const page = await (await newContext({ baseURL: server.url })).newPage();
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    await verify(page, totpCode(key, Date.now() + STEP));
    const layout = new AdminLayout(page);
    await expect(layout.heading(`Welcome back, ${TEST_ADMIN.name}!`)).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Admin Management' })
      .click();
    const required = page.getByRole('switch', {
      name: 'Require two-factor sign-in for every account',
    });
    await required.click();
    await expect(
      layout.snackbar('Two-factor sign-in is now required of every account.'),
    ).toBeVisible();
    await expect(required).toBeChecked();

    // The new admin: their own password first, then two-factor sign-in, then the dashboard.
    const tab = await (await newContext({ baseURL: server.url })).newPage();
    const setPassword = await signInWithOneTimePassword(tab, admin);
    await setPassword.setPassword(admin.oneTimePassword, PASSWORD);
    const setUp = tab.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' });
    await expect(setUp).toBeVisible();
    await tab.goto('/order-management');
    await expect(setUp).toBeVisible();
    await expect(tab).toHaveURL(/\/set-up-two-factor$/);
    await expect(tab.getByRole('img', { name: /QR code/ })).toBeVisible();
    await scanAccessibility(tab, test.info(), 'Set up two-factor sign-in');
    const ownKey = (await tab.getByRole('textbox', { name: 'Key' }).inputValue()).replace(/ /g, '');
    await verifyOn(tab, totpCode(ownKey, Date.now()));
    await expect(
      tab.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
    ).toHaveCount(10);
    await tab.getByRole('button', { name: 'Continue' }).click();
    await expect(new AdminLayout(tab).heading(`Welcome back, ${admin.name}!`)).toBeVisible();

    // The Super Admin resets it: the admin's session ends, and the row says Off.
    await page.reload();
    const row = page.getByRole('row', { name: new RegExp(admin.name) });
    await expect(row.getByText('On')).toBeVisible();
    await row.getByRole('button', { name: `Reset two-factor of admin ${admin.name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Reset two-factor sign-in?' });
    await expect(confirm).toContainText(admin.email);
    await confirm.getByRole('button', { name: 'Reset two-factor' }).click();
    await expect(layout.snackbar('Two-factor sign-in reset.')).toBeVisible();
    await expect(row.getByText('Off')).toBeVisible();
    await required.click();
    await expect(required).not.toBeChecked();
    await api.dispose();
  });
});

/** The set-up's code, then Turn on. */
async function verifyOn(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByRole('button', { name: 'Turn on' }).click();
}
