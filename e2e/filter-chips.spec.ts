/**
 * The filters a list has on, shown (README: Order Management): each is a chip that takes it
 * away, the Filter button counts them, its panel opens beside it, the orders without a status
 * can be chosen, and on a phone the search and filters wait behind one "Filters" button.
 */
import type { Locator, Page } from '@playwright/test';
import { OrdersPage } from './pages/OrdersPage';
import { expect, test } from './support/fixtures';
import { signIn } from './support/session';
import { loadOrders, type ApiOrder } from './support/shopData';

const chips = (page: Page) => page.getByRole('group', { name: 'Filters on' });
const hasNoStatus = (order: ApiOrder) => !order.status?.trim();

/** The chip's own × (a click), as a mouse user takes a filter away. */
const removeChip = (chip: Locator) => chip.locator('.MuiChip-deleteIcon').click();

test('a status chosen in the grid is a chip, counted on the Filter button, whose panel opens beside it', async ({
  page,
  request,
  axe,
}) => {
  const orders = await loadOrders(request);
  const pending = orders.filter((order) => order.status?.toLowerCase() === 'pending');
  await signIn(page);
  const screen = new OrdersPage(page);
  await screen.goto();
  await screen.table.expectTotal(orders.length);
  await expect(chips(page)).toBeHidden();

  await screen.table.filter(screen.filterButton, 'Status', 'pending');
  await screen.table.expectTotal(pending.length);
  await expect(page).toHaveURL(/[?&]status=pending/);
  const chip = chips(page).getByRole('button', { name: 'Status is pending' });
  await expect(chip).toBeVisible();
  await expect(screen.filterButton).toHaveText('Filter (1)');
  await axe('orders with a filter chip');

  // The panel opens under the button's right end, not across the page.
  await screen.filterButton.click();
  const panel = page
    .getByRole('tooltip')
    .filter({ has: page.getByRole('combobox', { name: 'Column' }) });
  await expect(panel).toBeVisible();
  const button = (await screen.filterButton.boundingBox())!;
  const opened = (await panel.boundingBox())!;
  expect(Math.abs(opened.x + opened.width - (button.x + button.width))).toBeLessThan(40);
  expect(opened.y).toBeGreaterThanOrEqual(button.y + button.height);
  expect(opened.y - (button.y + button.height)).toBeLessThan(120);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  await removeChip(chip);
  await expect(page).not.toHaveURL(/status=/);
  await screen.table.expectTotal(orders.length);
  await expect(chips(page)).toBeHidden();
  await expect(screen.filterButton).toHaveText('Filter');
});

test("the dashboard's Unknown link opens the orders without a status, its chip explains them", async ({
  page,
  request,
}) => {
  const orders = await loadOrders(request);
  const inLast30 = (order: ApiOrder) =>
    Date.parse(order.createdAt ?? '') >=
    Date.parse(new Date().toISOString().slice(0, 10)) - 29 * 86_400_000;
  const unknown = orders.filter((order) => hasNoStatus(order) && inLast30(order));
  await signIn(page);
  const statuses = page.getByRole('list', { name: 'Orders by status' });
  await statuses.getByRole('link', { name: /^Unknown: / }).click();
  await expect(page).toHaveURL(/\/order-management\?status=missing&from=.*&to=/);

  const screen = new OrdersPage(page);
  await screen.table.expectTotal(unknown.length);
  const chip = chips(page).getByRole('button', { name: 'Status is Unknown' });
  await expect(chip).toHaveAttribute('title', 'The shop sent no status for this order');
  await expect(chips(page).getByRole('button', { name: /^Created / })).toBeVisible();
  await expect(screen.filterButton).toHaveText('Filter (2)');

  // Taking the status away keeps the days.
  await removeChip(chip);
  await expect(page).toHaveURL(/\/order-management\?from=.*&to=[^&]*$/);
  await screen.table.expectTotal(orders.filter(inLast30).length);
  await expect(screen.filterButton).toHaveText('Filter (1)');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the search and the filters are behind one Filters button', async ({ page }) => {
    await signIn(page);
    const screen = new OrdersPage(page);
    await screen.goto('/order-management?status=pending');
    await expect(screen.search).toBeHidden();
    await expect(chips(page).getByRole('button', { name: 'Status is pending' })).toBeVisible();
    const filters = page.getByRole('button', { name: 'Filters (1)' });
    await filters.click();
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await expect(screen.search).toBeVisible();
    await expect(screen.filterButton).toBeVisible();
    // The grid's panel opens under the button, its fields within the phone's width.
    await screen.filterButton.click();
    const panel = page
      .getByRole('tooltip')
      .filter({ has: page.getByRole('combobox', { name: 'Column' }) });
    await expect(panel.getByRole('combobox', { name: 'Value' })).toBeInViewport();
    const button = (await screen.filterButton.boundingBox())!;
    const opened = (await panel.boundingBox())!;
    expect(opened.y).toBeGreaterThanOrEqual(button.y + button.height);
    expect(opened.y - (button.y + button.height)).toBeLessThan(120);
    expect(opened.x).toBeGreaterThanOrEqual(0);
    expect(opened.x + opened.width).toBeLessThanOrEqual(390);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    await page.goto('/activity');
    await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Admin' })).toBeHidden();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    for (const name of ['Admin', 'Item', 'Action']) {
      await expect(page.getByRole('combobox', { name })).toBeVisible();
    }
    await expect(page.getByLabel('From')).toBeVisible();
  });
});
