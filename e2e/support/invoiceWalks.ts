/**
 * Payment Management's walks for the typed-in suite (typed-in-lists.spec.ts). Its invoices are not
 * typed in: on the server (`screens: 'server'`) they are made from the demo's paid gift-card
 * orders, and one is found by its number, viewed with its GST, downloaded as a PDF and voided; it
 * stays Void after a reload and in a colleague's browser, and the activity trail lists the void
 * (docs/decisions.md#content-on-the-server). In the tab (`screens: 'tab'`) the specification's
 * sample invoice is searched, viewed, downloaded and deleted, and is back after a reload.
 */
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from '@playwright/test';
import { AdminLayout } from '../pages/AdminLayout';
import {
  PAYMENTS as TAB_PAYMENTS,
  PaymentsPage,
  SERVER_PAYMENTS as PAYMENTS,
} from '../pages/PaymentsPage';
import { expect } from './fixtures';
import { withTabScreens } from './screensMode';
import { signIn } from './session';

/** The screen narrowed to one invoice by searching its number. */
async function findInvoice(page: Page, number: string) {
  const screen = new PaymentsPage(page);
  await screen.goto();
  await screen.search.fill(number);
  await expect(screen.table.rows).toHaveCount(1);
  return screen.table.row(number);
}

export async function serverInvoiceWalk(page: Page, newContext: () => Promise<BrowserContext>) {
  await signIn(page);
  const screen = new PaymentsPage(page);
  await screen.goto(PAYMENTS.paidPath);
  await expect(screen.table.rows.first()).toContainText('Gift Card');
  await expect(screen.table.rows.first()).toContainText('₹');
  const number = await screen.firstNumber();
  expect(number).toMatch(PAYMENTS.number);

  const row = await findInvoice(page, number);
  await expect(row).toContainText('Paid');

  await screen.choose(number, PAYMENTS.menu.view);
  await expect(screen.details).toContainText(number);
  await expect(screen.details).toContainText('CGST 9%');
  await expect(screen.details).toContainText('SGST 9%');
  await screen.details.getByRole('button', { name: 'Close' }).click();

  const downloading = page.waitForEvent('download');
  await screen.choose(number, PAYMENTS.menu.download);
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');

  await screen.choose(number, PAYMENTS.menu.delete);
  const confirmation = page.getByRole('dialog', { name: PAYMENTS.confirmTitle(number) });
  await confirmation.getByRole('button', { name: 'Void' }).click();
  await expect(new AdminLayout(page).snackbar(PAYMENTS.voided(number))).toBeVisible();
  await expect(row).toContainText('Void');

  await page.reload();
  await expect(screen.table.row(number)).toContainText('Void');
  const colleague = await (await newContext()).newPage();
  await signIn(colleague);
  await expect(await findInvoice(colleague, number)).toContainText('Void');

  await page.goto('/activity?entity=invoice&action=void');
  await expect(page.getByRole('row', { name: new RegExp(number) }).first()).toContainText('Voided');
}

export async function tabInvoiceWalk(page: Page) {
  await withTabScreens(page);
  await signIn(page);
  const screen = new PaymentsPage(page);
  await screen.goto();
  await expect(screen.heading).toBeVisible();
  const row = screen.table.row(TAB_PAYMENTS.sample.id);
  await expect(row).toContainText(TAB_PAYMENTS.sample.giftCard);
  await expect(row).toContainText(TAB_PAYMENTS.sample.amount);
  await expect(screen.footer).toBeVisible();

  await screen.search.fill('no such invoice');
  await expect(screen.emptyMessage).toBeVisible();
  await screen.search.fill('amazon');
  await expect(row).toBeVisible();
  await screen.search.clear();

  // View Details
  await screen.openMenu(TAB_PAYMENTS.sample.id);
  await expect(screen.menuItem(TAB_PAYMENTS.menu.view)).toBeVisible();
  await expect(screen.menuItem(TAB_PAYMENTS.menu.download)).toBeVisible();
  await expect(screen.menuItem(TAB_PAYMENTS.menu.delete)).toBeVisible();
  await screen.menuItem(TAB_PAYMENTS.menu.view).click();
  await expect(screen.details).toContainText(TAB_PAYMENTS.sample.id);
  await expect(screen.details).toContainText(TAB_PAYMENTS.sample.giftCard);
  await expect(screen.details).toContainText(TAB_PAYMENTS.sample.amount);
  await screen.details.getByRole('button', { name: 'Close' }).click();
  await expect(screen.details).toBeHidden();

  // Download File
  await screen.openMenu(TAB_PAYMENTS.sample.id);
  const downloading = page.waitForEvent('download');
  await screen.menuItem(TAB_PAYMENTS.menu.download).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${TAB_PAYMENTS.sample.id}.csv`);
  const content = await readFile(await download.path(), 'utf8');
  expect(content).toContain(TAB_PAYMENTS.sample.id);
  expect(content).toContain(TAB_PAYMENTS.sample.giftCard);
  expect(content).toContain('100.00');

  // Delete, after a confirmation
  await screen.openMenu(TAB_PAYMENTS.sample.id);
  await screen.menuItem(TAB_PAYMENTS.menu.delete).click();
  await expect(screen.confirmDialog).toBeVisible();
  await screen.confirmDialog.getByRole('button', { name: 'Delete' }).click();
  await expect(screen.confirmDialog).toBeHidden();
  await expect(row).toHaveCount(0);
  await expect(screen.emptyMessage).toBeVisible();

  // The sample row is back after a reload.
  await page.reload();
  await expect(screen.table.row(TAB_PAYMENTS.sample.id)).toBeVisible();
}
