/**
 * The dashboard's shop numbers (README: Dashboard): the figures are the stored orders', and each
 * card, bar and status link opens the list that holds exactly those orders; the active banners
 * and notifications open their lists on the Status choice, with its chip.
 */
import type { Page } from '@playwright/test';
import { DataGrid } from './pages/DataGrid';
import { expect, test } from './support/fixtures';
import { apiGet, signIn } from './support/session';
import { loadOrders, type ApiOrder } from './support/shopData';
import { firstOfLast, shopDay } from './support/shopDays';

/** The orders created in the `days` shop's days that end today. */
function createdInLast(orders: readonly ApiOrder[], days: number): ApiOrder[] {
  const from = firstOfLast(days);
  return orders.filter((order) => shopDay(order.createdAt) >= from);
}

const glance = (page: Page) => page.getByRole('region', { name: 'The shop at a glance' });
const countText = (n: number) => `${n.toLocaleString('en-IN')} ${n === 1 ? 'order' : 'orders'}`;

test('the cards count the stored orders and open Order Management on their days', async ({
  page,
  request,
  axe,
}) => {
  const orders = await loadOrders(request);
  await signIn(page);
  const card = glance(page).getByRole('link', { name: /^Last 30 days/ });
  const last30 = createdInLast(orders, 30).length;
  await expect(card).toContainText(countText(last30));
  await expect(glance(page).getByRole('heading', { name: 'Revenue per day' })).toBeVisible();
  await expect(glance(page).locator('.MuiBarChart-element').first()).toBeVisible();
  await axe('dashboard (light)');
  await page.emulateMedia({ colorScheme: 'dark' });
  await axe('dashboard (dark)');
  await page.emulateMedia({ colorScheme: 'light' });

  await card.click();
  await expect(page).toHaveURL(/\/order-management\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('button', { name: /^Created / })).toBeVisible();
  const grid = new DataGrid(page, 'Orders');
  await grid.expectTotal(last30);

  // Deleting the chip (Backspace on it, as on any MUI chip) shows every order again.
  await page.getByRole('button', { name: /^Created / }).focus();
  await page.keyboard.press('Backspace');
  await expect(page).toHaveURL(/\/order-management$/);
  await grid.expectTotal(orders.length);
});

test('a status, as a link or a bar, opens its orders of the chosen period', async ({
  page,
  request,
}) => {
  const orders = createdInLast(await loadOrders(request), 90);
  const pending = orders.filter((order) => order.status?.toLowerCase() === 'pending').length;
  await signIn(page);
  await glance(page).getByRole('button', { name: '90 days' }).click();
  await expect(page).toHaveURL(/[?&]days=90/);
  await expect(glance(page).getByRole('button', { name: '90 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  const statuses = glance(page).getByRole('list', { name: 'Orders by status' });
  await statuses.getByRole('link', { name: `pending: ${countText(pending)}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/order-management\?status=pending&from=.*&to=/);
  const grid = new DataGrid(page, 'Orders');
  await grid.expectTotal(pending);

  // The first bar is the status with the most orders.
  await page.goBack();
  await expect(page).toHaveURL(/[?&]days=90/);
  const counts = new Map<string, number>();
  for (const order of orders) {
    const status = order.status?.toLowerCase();
    if (status) counts.set(status, (counts.get(status) ?? 0) + 1);
  }
  const [top] = [...counts].sort(([a, m], [b, n]) => n - m || (a < b ? -1 : 1));
  await glance(page).locator('.MuiBarChart-element').first().click();
  await expect(page).toHaveURL(new RegExp(`status=${top?.[0]}&from=`));
  await grid.expectTotal(top?.[1] ?? -1);
});

/** The list's Status choice and its chip, as the active cards' links set them. */
const statusChoice = (page: Page) => page.getByRole('combobox', { name: 'Status', exact: true });
const activeChip = (page: Page) =>
  page
    .getByRole('group', { name: 'Filters on' })
    .getByRole('button', { name: 'Status is Active', exact: true });

test('the active banners card opens Banner Management filtered to them', async ({ page }) => {
  await signIn(page);
  const card = glance(page).getByRole('link', { name: /^Active banners/ });
  const active = Number((await card.getByRole('paragraph').textContent()) ?? NaN);
  await card.click();
  await expect(page).toHaveURL(/\/banner-management\?status=active&schedule=live$/);
  const grid = new DataGrid(page, 'Banners');
  await expect(grid.rows).toHaveCount(active);
  await expect(grid.rows.filter({ hasText: 'Inactive' })).toHaveCount(0);
  await expect(statusChoice(page)).toHaveText('Active');
  await expect(activeChip(page)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Schedule', exact: true })).toHaveText('Live');
});

test('the active notifications card opens Notification Management on its Status choice, a chip that takes it away', async ({
  page,
  request,
}) => {
  const { notifications } = await apiGet<{ notifications: unknown[] }>(
    request,
    '/admin/notification/all',
  );
  await signIn(page);
  const card = glance(page).getByRole('link', { name: /^Active notifications/ });
  const active = Number((await card.getByRole('paragraph').textContent()) ?? NaN);
  await card.click();
  await expect(page).toHaveURL(/\/notification-management\?status=active$/);
  await expect(statusChoice(page)).toHaveText('Active');
  const grid = new DataGrid(page, 'Notifications');
  await grid.expectTotal(active);
  await expect(grid.rows.filter({ hasText: 'Inactive' })).toHaveCount(0);

  // The chip's ×, as a mouse user takes a filter away: every notification again.
  await activeChip(page).locator('.MuiChip-deleteIcon').click();
  await expect(page).toHaveURL(/\/notification-management$/);
  await expect(statusChoice(page)).toHaveText('All');
  await grid.expectTotal(notifications.length);
  await expect(page.getByRole('group', { name: 'Filters on' })).toBeHidden();
});
