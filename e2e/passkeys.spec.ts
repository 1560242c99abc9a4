/**
 * Passkeys on the reference server (docs/api.md#passkeys), with Chromium's virtual authenticator
 * (a platform one that keeps discoverable credentials and verifies its user): an admin of the
 * test's own adds a passkey from the profile card (its name and the current password), signs out,
 * signs in with it alone and lands as a password's sign-in does, then removes it. A passkey belongs to a domain, never an IP address,
 * so this spec opens the app at localhost, the server's passkeys' domain where PUBLIC_ORIGIN is
 * unset, rather than at the suite's 127.0.0.1.
 */
import type { Page } from '@playwright/test';
import { AdminLayout } from './pages/AdminLayout';
import { LoginPage } from './pages/LoginPage';
import { createAdmin, firstSignIn } from './support/adminAccounts';
import { expect, test } from './support/fixtures';

test.use({ baseURL: `http://localhost:${process.env.E2E_PORT}` });

const PASSWORD = 'arjun-Own-Passw0rd';

/** The page's virtual authenticator, as a laptop's fingerprint reader would be. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
}

async function openPasskeys(page: Page) {
  const layout = new AdminLayout(page);
  await layout.profileButton.click();
  await layout.profileCard.getByRole('button', { name: 'Passkeys' }).click();
  return page.getByRole('dialog', { name: 'Passkeys' });
}

test('an admin adds a passkey, signs in with it alone, and removes it', async ({
  page,
  request,
  axe,
}) => {
  const admin = await createAdmin(request, 'Arjun Mehta', `passkey${test.info().workerIndex}`);
  await addVirtualAuthenticator(page);
  await firstSignIn(page, admin, PASSWORD);

  let dialog = await openPasskeys(page);
  await expect(dialog.getByText('No passkeys yet.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Passkey name' }).fill('Laptop');
  await dialog.getByLabel('Current password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Add a passkey' }).click();
  const list = dialog.getByRole('list', { name: 'Your passkeys' });
  await expect(list.getByText('Laptop')).toBeVisible();
  await expect(list).toContainText('never used');
  await axe('Passkeys dialog');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  const layout = new AdminLayout(page);
  await layout.logoutButton.click();
  const login = new LoginPage(page);
  await expect(login.heading).toBeVisible();
  // The sign-in page as a visit's first page, shown before the rest of the app has loaded
  // (docs/decisions.md#login-first).
  await login.goto();
  await new LoginPage(page).passkeyButton.click();
  await expect(layout.heading(`Welcome back, ${admin.name}!`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin-dashboard$/);

  dialog = await openPasskeys(page);
  await expect(list).toContainText('last used');
  await list.getByRole('button', { name: 'Remove Laptop' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove passkey?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  // The snackbar first: it goes after 5 s, and on a busy machine the list's check may take that.
  // Beside the dialog, which hides the rest of the page from the accessibility tree.
  await expect(page.getByText('Passkey removed.')).toBeVisible();
  await expect(dialog.getByText('No passkeys yet.')).toBeVisible();
});
