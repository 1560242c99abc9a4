/**
 * Payment Management with the shipped config.js (`screens: 'server'`): the invoices the server
 * made from the demo's paid gift-card orders; one is found by its number, viewed with its GST,
 * downloaded as a PDF, and voided after a confirmation; it stays Void after a reload and in a
 * colleague's browser, and the activity trail lists the void
 * (docs/decisions.md#content-on-the-server).
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { AdminLayout } from './pages/AdminLayout';
import { PaymentsPage, SERVER_PAYMENTS as PAYMENTS } from './pages/PaymentsPage';
import { expect, test } from './support/fixtures';
import { signIn } from './support/session';

/** The screen narrowed to one invoice by searching its number. */
async function findInvoice(page: Page, number: string) {
  const screen = new PaymentsPage(page);
  await screen.goto();
  await screen.search.fill(number);
  await expect(screen.table.rows).toHaveCount(1);
  return screen.table.row(number);
}

test('lists the invoices made from paid gift-card orders: view, download, void', async ({
  page,
  newContext,
}) => {
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
});
