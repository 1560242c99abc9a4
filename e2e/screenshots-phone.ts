/**
 * `npm run screenshots`, at a phone's 390 × 844: Order Management's cards, an order's details
 * full-screen, and a customer's card with their orders.
 */
import { mkdirSync } from 'node:fs';
import { expect, test } from './support/fixtures';
import { OUT, shoot } from './support/shoot';
import { signIn } from './support/session';

test.use({ viewport: { width: 390, height: 844 } });

test.beforeAll(() => mkdirSync(OUT, { recursive: true }));

test('screenshots of Order Management on a phone: its cards and an order', async ({ page }) => {
  await signIn(page);
  await page.goto('/order-management');
  const cards = page.getByRole('list', { name: 'Orders' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await shoot(page, 'phone-orders');
  await cards.first().getByRole('button').first().click();
  await expect(page.getByRole('dialog', { name: /^Order Details/ })).toBeVisible();
  await shoot(page, 'phone-order-details');
});

test("screenshot of a customer's orders on a phone", async ({ page }) => {
  await signIn(page);
  await page.goto('/user-management');
  const cards = page.getByRole('list', { name: 'Users' }).getByRole('listitem');
  await cards.first().getByRole('button').first().click();
  await expect(page.getByRole('link', { name: 'View orders' })).toBeVisible();
  await page.getByRole('link', { name: 'View orders' }).scrollIntoViewIfNeeded();
  await shoot(page, 'phone-customer');
});
