/**
 * Admin Management with the shipped config.js (`screens: 'server'`): real accounts on the
 * reference server. A Super Admin creates an account and is shown its one-time password once,
 * which signs the new admin in; edits its role and disables it; searches; deletes it; every
 * change is still there after a reload, and the Activity screen tells each one. The server's
 * refusals are shown in its words.
 */
import type { Page, TestInfo } from '@playwright/test';
import { AdminLayout } from './pages/AdminLayout';
import { AdminAccountsPage } from './pages/AdminAccountsPage';
import { expect, test } from './support/fixtures';
import { TEST_ADMIN } from './support/server';
import { signIn } from './support/session';

/**
 * Admin Management, open, and the name and e-mail of the account `person` the test makes: this
 * worker's and this moment's own, apart from other runs'.
 */
async function openFor(page: Page, person: string, { workerIndex }: TestInfo) {
  const admins = new AdminAccountsPage(page);
  await admins.goto();
  return {
    admins,
    layout: new AdminLayout(page),
    name: `${person} ${workerIndex}${Date.now() % 100_000}`,
    email: `${person.split(' ')[0]!.toLowerCase()}.${workerIndex}.${Date.now()}@travelsim.in`,
  };
}

test.beforeEach(async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page);
});

test('a Super Admin creates, edits, disables and deletes an account; each change survives a reload', async ({
  page,
  request,
}, testInfo) => {
  const { admins, layout, name, email } = await openFor(page, 'Meera Nair', testInfo);
  await expect(admins.table.row(TEST_ADMIN.email)).toContainText('Super Admin');

  await admins.openCreate();
  await admins.fill({ name, email, role: 'Admin' });
  await admins.submitCreate();
  const password = await admins.takePassword();
  await expect(layout.snackbar('Admin created successfully!')).toBeVisible();
  await expect(admins.table.row(email)).toContainText('Password not set');
  // The password works once: the new admin signs in with it and must set their own first.
  const login = await request.post('/admin/admin-login', { data: { email, password } });
  expect(login.ok()).toBe(true);
  expect(await login.json()).toMatchObject({ mustSetPassword: true });

  await admins.openEdit(name);
  await admins.fill({ role: 'Super Admin' }, 'edit');
  await admins.disabledSwitch.check();
  await admins.submitEdit();
  await expect(layout.snackbar('Admin updated successfully!')).toBeVisible();
  await expect(admins.table.row(email)).toContainText('Super Admin');
  await expect(admins.table.row(email)).toContainText('Disabled');

  await page.reload();
  await expect(admins.table.row(email)).toContainText('Disabled');
  await admins.search.fill(email);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(email)}`));
  await expect(admins.table.rows).toHaveCount(1);

  await admins.askDelete(name);
  await admins.confirmDelete();
  await expect(layout.snackbar('Admin deleted successfully!')).toBeVisible();
  await expect(admins.emptyMessage).toBeVisible();
  await page.reload();
  await expect(admins.heading).toBeVisible();
  await expect(admins.emptyMessage).toBeVisible();

  // The trail tells the account's life in plain words, the admin accounts' entries alone.
  await page.goto('/activity?entity=admin');
  const entries = page.getByRole('row').filter({ hasText: email });
  await expect(entries.filter({ hasText: 'Deleted' })).toHaveCount(1);
  await expect(entries.filter({ hasText: 'Created' })).toHaveCount(1);
  const change = entries.filter({ hasText: 'Updated' });
  await expect(change).toContainText('Role: Admin → Super Admin');
  await expect(change).toContainText('Disabled: No → Yes');
  await expect(change).toContainText(`Admin account #`);
});

test('a password reset shows a new one-time password; deleting yourself is refused in the server’s words', async ({
  page,
  problems,
}, testInfo) => {
  const { admins, layout, name, email } = await openFor(page, 'Arjun Rao', testInfo);
  await admins.openCreate();
  await admins.fill({ name, email, role: 'Admin' });
  await admins.submitCreate();
  const first = await admins.takePassword();

  await admins.openEdit(name);
  await admins.resetPasswordButton.click();
  const confirmation = page.getByRole('dialog', { name: 'Reset password?' });
  await confirmation.getByRole('button', { name: 'Reset password' }).click();
  expect(await admins.takePassword()).not.toBe(first);
  await expect(layout.snackbar('Password reset.')).toBeVisible();
  await expect(admins.editDialog).toBeHidden();

  problems.expect({ url: /\/admin\/admins\/\d+$/, status: 400, method: 'DELETE' });
  await admins.askDelete(TEST_ADMIN.name);
  await admins.confirmDelete();
  // Which rule speaks first depends on the other Super Admins the suite has made meanwhile.
  await expect(
    layout.snackbar(
      /^Failed to delete admin: (The last Super Admin cannot be deleted|You cannot delete your own account)\.$/,
    ),
  ).toBeVisible();
  await expect(admins.table.row(TEST_ADMIN.email)).toBeVisible();
});
