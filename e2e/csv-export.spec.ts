/**
 * CSV export (README: Beyond the specification): the file holds every row that the list's
 * search, filter and sort match, not only the page shown, from the server's export or, for a
 * backend with only the whole lists, built in the browser.
 */
import { ORDER_CSV_HEADINGS, USER_CSV_HEADINGS } from '../server/test/support/csvHeadings';
import { OrdersPage } from './pages/OrdersPage';
import { UsersPage } from './pages/UsersPage';
import { exportCsv, exportedIds } from './support/csv';
import { expect, test } from './support/fixtures';
import { signIn } from './support/session';
import { loadOrders, loadUsers } from './support/shopData';
import { shopDay } from './support/shopDays';

const day = () => new Date().toISOString().slice(0, 10);

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test("exports every order of the list's filter in its sort, not only the page shown", async ({
  page,
  request,
}) => {
  const pending = (await loadOrders(request)).filter(
    (order) => order.status?.toLowerCase() === 'pending',
  );
  expect(pending.length).toBeGreaterThan(25);
  const screen = new OrdersPage(page);
  await screen.goto('/order-management?status=pending&sort=amount&order=desc&pageSize=25');
  await screen.table.expectTotal(pending.length);
  // The rows the grid has drawn (it draws only those near the view): the first of the page.
  const shown = await screen.shownIds();

  const { name, records } = await exportCsv(page);
  expect(name).toBe(`orders-${day()}.csv`);
  expect(records[0]).toEqual(ORDER_CSV_HEADINGS);
  const rows = records.slice(1);
  expect(rows.map(([id]) => id).sort()).toEqual(pending.map(({ id }) => id).sort());
  expect(shown.length).toBeGreaterThan(5);
  expect(rows.slice(0, shown.length).map(([id]) => id)).toEqual(shown);
  const amounts = rows.map((row) => Number(row[5]));
  expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  expect(rows.every((row) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(row[7] ?? ''))).toBe(
    true,
  );
});

test('exports the users a search finds', async ({ page, request }) => {
  const someone = (await loadUsers(request)).find((user) => user.email)!;
  const screen = new UsersPage(page);
  await screen.goto(`/user-management?q=${encodeURIComponent(someone.email!)}`);
  await screen.table.expectTotal(1);
  const { name, records } = await exportCsv(page);
  expect(name).toBe(`users-${day()}.csv`);
  expect(records).toEqual([
    USER_CSV_HEADINGS,
    [
      someone.id,
      expect.any(String),
      someone.email,
      someone.isAdmin ? 'Yes' : 'No',
      expect.any(String),
      expect.any(String),
    ],
  ]);
});

test('builds the file in the browser for a backend with only the whole lists', async ({
  page,
  request,
}) => {
  await page.route('**/config.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: "window.__BACKOFFICE_CONFIG__ = { apiBaseUrl: '', lists: 'client' };",
    }),
  );
  const orders = await loadOrders(request);
  const screen = new OrdersPage(page);
  await screen.goto();
  await screen.table.expectTotal(orders.length);
  await screen.search.fill('japan');
  const { name, records } = await exportCsv(page);
  expect(name).toBe(`orders-${day()}.csv`);
  expect(records.length).toBeGreaterThan(1);
  for (const row of records.slice(1)) expect(row.join(',').toLowerCase()).toContain('japan');
});

test('From and To narrow Order Management to those days, and the CSV follows', async ({
  page,
  request,
}) => {
  const orders = await loadOrders(request);
  const dayOf = (order: { createdAt?: string }) => shopDay(order.createdAt);
  const days = [...new Set(orders.map(dayOf))].filter(Boolean).sort();
  expect(days.length).toBeGreaterThan(2);
  const [from, to] = [days[1]!, days[days.length - 2]!];
  const inRange = orders.filter((order) => dayOf(order) >= from && dayOf(order) <= to);
  await page.setViewportSize({ width: 1280, height: 800 });
  const screen = new OrdersPage(page);
  await screen.goto();
  await page.getByLabel('From', { exact: true }).fill(from);
  await page.getByLabel('To', { exact: true }).fill(to);
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`));
  await screen.table.expectTotal(inRange.length);
  await expect(page.getByRole('button', { name: /^Created / })).toBeVisible();

  const { records } = await exportCsv(page);
  expect(exportedIds(records)).toEqual(inRange.map(({ id }) => id).sort());
});
