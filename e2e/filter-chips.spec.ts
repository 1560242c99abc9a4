/**
 * The filters a list has on, chosen and shown (README: Order Management): the status is a plain
 * choice named Status, each filter on is a chip that takes it away, the rows and the CSV follow,
 * the orders without a status can be chosen, and on a phone the search and filters wait in the
 * one "Filters" sheet, which counts them (Banner Management's Status choice too).
 */
import type { Locator, Page } from '@playwright/test';
import { OrdersPage } from './pages/OrdersPage';
import { exportCsv, exportedIds } from './support/csv';
import { expect, test } from './support/fixtures';
import { apiGet, signIn } from './support/session';
import { loadOrders, type ApiOrder } from './support/shopData';
import { firstOfLast, shopDay } from './support/shopDays';

const chips = (page: Page) => page.getByRole('group', { name: 'Filters on' });
const hasNoStatus = (order: ApiOrder) => !order.status?.trim();

/** The chip's own × (a click), as a mouse user takes a filter away. */
const removeChip = (chip: Locator) => chip.locator('.MuiChip-deleteIcon').click();

test('the Status choice filters the orders: a chip, the rows and the CSV follow it', async ({
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
  // The filter a person meets is named by what it filters; no grid panel behind a Filter button.
  await expect(screen.filterChoice('Status')).toHaveText('All');
  await expect(page.getByRole('button', { name: /^Filters?\b/ })).toHaveCount(0);

  await screen.filterBy('Status', 'pending');
  await screen.table.expectTotal(pending.length);
  await expect(page).toHaveURL(/[?&]status=pending/);
  const chip = chips(page).getByRole('button', { name: 'Status is pending' });
  await expect(chip).toBeVisible();
  await axe('orders with a filter chip');
  const { records } = await exportCsv(page);
  expect(exportedIds(records)).toEqual(pending.map(({ id }) => id).sort());

  await removeChip(chip);
  await expect(page).not.toHaveURL(/status=/);
  await screen.table.expectTotal(orders.length);
  await expect(chips(page)).toBeHidden();
  await expect(screen.filterChoice('Status')).toHaveText('All');
});

test("the dashboard's Unknown link opens the orders without a status, its chip explains them", async ({
  page,
  request,
}) => {
  const orders = await loadOrders(request);
  const inLast30 = (order: ApiOrder) => shopDay(order.createdAt) >= firstOfLast(30);
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
  await expect(screen.filterChoice('Status')).toHaveText('Unknown');

  // Taking the status away keeps the days.
  await removeChip(chip);
  await expect(page).toHaveURL(/\/order-management\?from=.*&to=[^&]*$/);
  await screen.table.expectTotal(orders.filter(inLast30).length);
  await expect(screen.filterChoice('Status')).toHaveText('All');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the search, the Status choice and the days are in the one Filters sheet', async ({
    page,
    request,
  }) => {
    const orders = await loadOrders(request);
    const dayOf = (order: ApiOrder) => order.createdAt?.slice(0, 10) ?? '';
    const pending = orders.filter((order) => order.status?.toLowerCase() === 'pending');
    const days = [...new Set(pending.map(dayOf))].filter(Boolean).sort();
    const [from, to] = [days[0]!, days[days.length - 2]!];
    const chosen = pending.filter((order) => dayOf(order) >= from && dayOf(order) <= to);
    expect(chosen.length).toBeGreaterThan(0);
    await signIn(page);
    const screen = new OrdersPage(page);
    await screen.goto();
    await expect(screen.search).toBeHidden();
    // One Filters button, and no look-alike Filter beside it or in the sheet.
    const filters = page.getByRole('button', { name: 'Filters', exact: true });
    await expect(page.getByRole('button', { name: /^Filters?\b/ })).toHaveCount(1);
    await filters.click();
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await expect(screen.search).toBeVisible();
    await expect(page.getByRole('button', { name: /^Filters?\b/ })).toHaveCount(1);

    await screen.filterBy('Status', 'pending');
    await page.getByLabel('From', { exact: true }).fill(from);
    await page.getByLabel('To', { exact: true }).fill(to);
    await expect(page).toHaveURL(new RegExp(`status=pending.*from=${from}&to=${to}`));
    // The cards' pager says how many match (the grid itself is hidden behind them).
    await expect(page.getByText(new RegExp(`^\\d+–\\d+ of ${chosen.length}$`))).toBeVisible();
    await expect(chips(page).getByRole('button', { name: 'Status is pending' })).toBeVisible();
    await expect(chips(page).getByRole('button', { name: /^Created / })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
    for (const box of [screen.filterChoice('Status'), page.getByLabel('To', { exact: true })]) {
      const { x, width } = (await box.boundingBox())!;
      expect(x + width).toBeLessThanOrEqual(390);
    }

    await page.goto('/activity');
    await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Admin' })).toBeHidden();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    for (const name of ['Admin', 'Item', 'Action']) {
      await expect(page.getByRole('combobox', { name })).toBeVisible();
    }
    await expect(page.getByLabel('From')).toBeVisible();
  });

  test("Banner Management's Status choice is in the Filters sheet; its chip and the cards follow", async ({
    page,
    request,
  }) => {
    const { banners } = await apiGet<{ banners: { status: string }[] }>(
      request,
      '/admin/banner/all',
    );
    const active = banners.filter((banner) => banner.status === 'active').length;
    await signIn(page);
    await page.goto('/banner-management');
    const choice = page.getByRole('combobox', { name: 'Status', exact: true });
    await expect(choice).toBeHidden();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await expect(choice).toHaveText('All');
    const { x, width } = (await choice.boundingBox())!;
    expect(x + width).toBeLessThanOrEqual(390);

    await choice.click();
    await page.getByRole('option', { name: 'Active', exact: true }).click();
    await expect(page).toHaveURL(/\/banner-management\?status=active$/);
    const chip = chips(page).getByRole('button', { name: 'Status is Active', exact: true });
    await expect(chip).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Banners' }).getByRole('listitem');
    await expect(page.getByText(new RegExp(`^\\d+–\\d+ of ${active}$`))).toBeVisible();
    await expect(cards.filter({ hasText: 'Inactive' })).toHaveCount(0);

    await removeChip(chip);
    await expect(page).not.toHaveURL(/status=/);
    await expect(page.getByText(new RegExp(`^\\d+–\\d+ of ${banners.length}$`))).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
  });
});
