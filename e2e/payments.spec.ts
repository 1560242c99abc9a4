import { readFile } from 'node:fs/promises';
import { PaymentsPage } from './pages/PaymentsPage';
import { expect, test } from './support/fixtures';
import { signIn } from './support/session';

const { texts } = PaymentsPage;

test.describe('Payment Management', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('shows the sample invoice, searches it, and its menu views, downloads and deletes', async ({
    page,
  }) => {
    const screen = new PaymentsPage(page);
    await screen.goto();
    await expect(screen.heading).toBeVisible();
    const row = screen.table.row(texts.sample.id);
    await expect(row).toContainText(texts.sample.giftCard);
    await expect(row).toContainText(texts.sample.amount);
    await expect(screen.footer).toBeVisible();

    await screen.search.fill('no such invoice');
    await expect(screen.table.emptyMessage(texts.empty)).toBeVisible();
    await screen.search.fill('amazon');
    await expect(row).toBeVisible();
    await screen.search.clear();

    // View Details
    await screen.openMenu(texts.sample.id);
    await expect(screen.menuItem(texts.menu.view)).toBeVisible();
    await expect(screen.menuItem(texts.menu.download)).toBeVisible();
    await expect(screen.menuItem(texts.menu.delete)).toBeVisible();
    await screen.menuItem(texts.menu.view).click();
    await expect(screen.details).toContainText(texts.sample.id);
    await expect(screen.details).toContainText(texts.sample.giftCard);
    await expect(screen.details).toContainText(texts.sample.amount);
    await screen.details.getByRole('button', { name: 'Close' }).click();
    await expect(screen.details).toBeHidden();

    // Download File
    await screen.openMenu(texts.sample.id);
    const downloading = page.waitForEvent('download');
    await screen.menuItem(texts.menu.download).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${texts.sample.id}.csv`);
    const content = await readFile(await download.path(), 'utf8');
    expect(content).toContain(texts.sample.id);
    expect(content).toContain(texts.sample.giftCard);
    expect(content).toContain('100.00');

    // Delete, after a confirmation
    await screen.openMenu(texts.sample.id);
    await screen.menuItem(texts.menu.delete).click();
    await expect(screen.confirmDialog).toBeVisible();
    await screen.confirmDialog.getByRole('button', { name: 'Delete' }).click();
    await expect(screen.confirmDialog).toBeHidden();
    await expect(row).toHaveCount(0);
    await expect(screen.table.emptyMessage(texts.empty)).toBeVisible();

    // The sample row is back after a reload.
    await page.reload();
    await expect(screen.table.row(texts.sample.id)).toBeVisible();
  });
});
