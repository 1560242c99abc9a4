import { readFile } from 'node:fs/promises';
import { PAYMENTS, PaymentsPage } from './pages/PaymentsPage';
import { expect, test } from './support/fixtures';
import { withTabScreens } from './support/screensMode';
import { signIn } from './support/session';

// The specification's screen, kept in the tab (`screens: 'tab'`); on the server: invoices.spec.ts.
test.describe('Payment Management in the tab', () => {
  test.beforeEach(async ({ page }) => {
    await withTabScreens(page);
    await signIn(page);
  });

  test('shows the sample invoice, searches it, and its menu views, downloads and deletes', async ({
    page,
  }) => {
    const screen = new PaymentsPage(page);
    await screen.goto();
    await expect(screen.heading).toBeVisible();
    const row = screen.table.row(PAYMENTS.sample.id);
    await expect(row).toContainText(PAYMENTS.sample.giftCard);
    await expect(row).toContainText(PAYMENTS.sample.amount);
    await expect(screen.footer).toBeVisible();

    await screen.search.fill('no such invoice');
    await expect(screen.emptyMessage).toBeVisible();
    await screen.search.fill('amazon');
    await expect(row).toBeVisible();
    await screen.search.clear();

    // View Details
    await screen.openMenu(PAYMENTS.sample.id);
    await expect(screen.menuItem(PAYMENTS.menu.view)).toBeVisible();
    await expect(screen.menuItem(PAYMENTS.menu.download)).toBeVisible();
    await expect(screen.menuItem(PAYMENTS.menu.delete)).toBeVisible();
    await screen.menuItem(PAYMENTS.menu.view).click();
    await expect(screen.details).toContainText(PAYMENTS.sample.id);
    await expect(screen.details).toContainText(PAYMENTS.sample.giftCard);
    await expect(screen.details).toContainText(PAYMENTS.sample.amount);
    await screen.details.getByRole('button', { name: 'Close' }).click();
    await expect(screen.details).toBeHidden();

    // Download File
    await screen.openMenu(PAYMENTS.sample.id);
    const downloading = page.waitForEvent('download');
    await screen.menuItem(PAYMENTS.menu.download).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${PAYMENTS.sample.id}.csv`);
    const content = await readFile(await download.path(), 'utf8');
    expect(content).toContain(PAYMENTS.sample.id);
    expect(content).toContain(PAYMENTS.sample.giftCard);
    expect(content).toContain('100.00');

    // Delete, after a confirmation
    await screen.openMenu(PAYMENTS.sample.id);
    await screen.menuItem(PAYMENTS.menu.delete).click();
    await expect(screen.confirmDialog).toBeVisible();
    await screen.confirmDialog.getByRole('button', { name: 'Delete' }).click();
    await expect(screen.confirmDialog).toBeHidden();
    await expect(row).toHaveCount(0);
    await expect(screen.emptyMessage).toBeVisible();

    // The sample row is back after a reload.
    await page.reload();
    await expect(screen.table.row(PAYMENTS.sample.id)).toBeVisible();
  });
});
