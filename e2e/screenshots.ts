/**
 * `npm run screenshots`: a 1280×800 PNG of every screen and of one open dialog per CRUD screen,
 * into docs/screenshots/, taken against the same server set-up as the end-to-end suite
 * (playwright.config.ts runs the screenshots files instead of the specs when E2E_SCREENSHOTS=1).
 */
import { mkdirSync } from 'node:fs';
import type { Locator, TestInfo } from '@playwright/test';
import { AdminLayout } from './pages/AdminLayout';
import { CommandPalette } from './pages/CommandPalette';
import { CrudPage } from './pages/CrudPage';
import { LoginPage } from './pages/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { OrdersPage } from './pages/OrdersPage';
import { PAYMENTS, PaymentsPage } from './pages/PaymentsPage';
import { BANNERS } from './pages/serverScreens';
import { UsersPage } from './pages/UsersPage';
import { createRow, rowName, withImages } from './support/crudSteps';
import { CRUD_SHOTS, type CrudShot } from './support/crudShots';
import { expect, test } from './support/fixtures';
import { OUT, shoot } from './support/shoot';
import { signIn } from './support/session';
import { displayName, loadUsers } from './support/shopData';

test.use({ viewport: { width: 1280, height: 800 } });
test.describe.configure({ timeout: 300_000 });

async function closeDialog(dialog: Locator): Promise<void> {
  await dialog
    .getByRole('button', { name: /^(Cancel|Close)$/ })
    .last()
    .click();
  await expect(dialog).toBeHidden();
}

/** Opens the shot's dialog: the create form (filled, if given values) or the first row's edit form. */
async function openDialog(crud: CrudPage, shot: CrudShot, testInfo: TestInfo): Promise<Locator> {
  const { form } = shot.dialog;
  if (form === 'edit') {
    const first = shot.rows[0];
    if (first) return crud.openEdit(rowName(crud.screen, first));
    await crud.firstRowAction('Edit').click();
    await expect(crud.editDialog).toBeVisible();
    return crud.editDialog;
  }
  const dialog = await crud.openCreate();
  if (form !== 'create') await crud.fill(withImages(crud.screen, form, testInfo));
  return dialog;
}

/** Its rows, then its list and its dialog; a sent form's list is shot once the row is in it. */
async function shootCrudScreen(crud: CrudPage, shot: CrudShot, testInfo: TestInfo) {
  for (const values of shot.rows) await createRow(crud, withImages(crud.screen, values, testInfo));
  const { dialog } = shot;
  if (!dialog.send) {
    await expect(crud.table.rows.first()).toBeVisible();
    await shoot(crud.page, shot.list);
  }
  const open = await openDialog(crud, shot, testInfo);
  await shoot(crud.page, dialog.name);
  if (dialog.send) {
    await crud.submitCreate();
    await expect(open).toBeHidden();
    await shoot(crud.page, shot.list);
  } else {
    await closeDialog(open);
  }
}

test('screenshots of every screen and one dialog per CRUD screen', async ({ page }, testInfo) => {
  mkdirSync(OUT, { recursive: true });
  const layout = new AdminLayout(page);

  const login = new LoginPage(page);
  await login.goto();
  await expect(login.passkeyButton).toBeEnabled();
  await shoot(page, 'admin-login');
  await new NotFoundPage(page).goto();
  await shoot(page, 'not-found');
  await signIn(page);
  await expect(page.locator('.MuiBarChart-element').first()).toBeVisible();
  await shoot(page, 'admin-dashboard');

  await layout.open('User Management');
  await expect(new UsersPage(page).table.rows.first()).toBeVisible();
  await shoot(page, 'user-management');

  const orders = new OrdersPage(page);
  await layout.open('Order Management');
  await expect(orders.table.rows.first()).toBeVisible();
  await shoot(page, 'order-management');
  const details = await orders.openFirstDetails();
  await shoot(page, 'order-details-dialog');
  await closeDialog(details);

  const payments = new PaymentsPage(page);
  await layout.open('Payment Management');
  await expect(payments.table.rows.first()).toBeVisible();
  await shoot(page, 'payment-management');
  // The invoices the server made from the demo's paid gift-card orders.
  await payments.openMenu(await payments.firstNumber());
  await payments.menuItem(PAYMENTS.menu.view).click();
  await expect(payments.details).toBeVisible();
  await shoot(page, 'invoice-details-dialog');
  await closeDialog(payments.details);

  for (const shot of CRUD_SHOTS) {
    await layout.open(shot.label);
    await shootCrudScreen(new CrudPage(page, shot.screen), shot, testInfo);
  }

  // The banner dialog's previews, below its fields.
  await layout.open('Banner Management');
  const banners = new CrudPage(page, BANNERS);
  await banners.firstRowAction('Edit').click();
  await banners.editDialog.getByRole('region', { name: 'Preview' }).scrollIntoViewIfNeeded();
  await shoot(page, 'banner-preview');
  // A change for the activity trail: the banner renamed, then switched off.
  const title = banners.field(banners.editDialog, 'title');
  await title.fill(`${await title.inputValue()}: last days`);
  await banners.submitEdit();
  await expect(banners.editDialog).toBeHidden();
  await banners.firstRowAction('Deactivate').click();
  await expect(banners.firstRowAction('Activate')).toBeVisible();

  // The activity trail: those changes, and the sign-in.
  await layout.open('Activity');
  await expect(page.getByRole('row', { name: /Status changed/ }).first()).toBeVisible();
  await expect(page.getByText(/^Banner (updated|deactivated) successfully!$/)).toHaveCount(0);
  await shoot(page, 'activity');

  // CSV export: the list's filter and sort, every row of which Export CSV saves.
  await page.goto('/order-management?status=pending&sort=amount&order=desc');
  await expect(orders.table.rows.first()).toBeVisible();
  await page.getByRole('button', { name: 'Export CSV' }).hover();
  await shoot(page, 'csv-export');

  // Dark mode, chosen in the top bar.
  await page.getByRole('button', { name: /^Colour mode/ }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await layout.open('Order Management');
  await expect(orders.table.rows.first()).toBeVisible();
  await shoot(page, 'dark-mode');
});

test('screenshot of the command palette', async ({ page, request }) => {
  mkdirSync(OUT, { recursive: true });
  const someone = displayName((await loadUsers(request))[0]!).split(' ')[0]!;
  await signIn(page);
  const orders = new OrdersPage(page);
  await new AdminLayout(page).open('Order Management');
  await expect(orders.table.rows.first()).toBeVisible();
  // A first name: the user and their orders, in their groups.
  const palette = new CommandPalette(page);
  await palette.open();
  await palette.search(someone);
  await expect(palette.options.first()).toBeVisible();
  await shoot(page, 'command-palette');
});

test('screenshot of the dashboard whole', async ({ page }) => {
  mkdirSync(OUT, { recursive: true });
  // Tall enough for the cards and both charts.
  await page.setViewportSize({ width: 1280, height: 1260 });
  await signIn(page);
  await expect(page.locator('.MuiBarChart-element').first()).toBeVisible();
  await shoot(page, 'dashboard');
});
