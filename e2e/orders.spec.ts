import { ORDERS, OrdersPage } from './pages/OrdersPage';
import { expect, test } from './support/fixtures';
import { signIn } from './support/session';
import {
  displayName,
  loadOrders,
  loadUsers,
  ordersMatching,
  type ApiOrder,
  type ApiUser,
} from './support/shopData';

test.describe('Order Management', () => {
  let orders: ApiOrder[];
  let users: ApiUser[];

  test.beforeEach(async ({ page, request }) => {
    [orders, users] = await Promise.all([loadOrders(request), loadUsers(request)]);
    await signIn(page);
  });

  test('searches over order id, user, email, status, product and coverage', async ({ page }) => {
    const screen = new OrdersPage(page);
    await screen.goto();
    await expect(screen.heading).toBeVisible();
    await screen.table.expectTotal(orders.length);

    // One order by its id.
    const order = orders[7]!;
    await screen.search.fill(order.id);
    await screen.table.expectTotal(1);
    await expect(screen.table.row(order.id)).toBeVisible();

    // A customer's e-mail: their orders, joined by customer_id or userId.
    const buyer = users.find((user) =>
      orders.some((o) => String(o.customer_id ?? o.userId) === String(user.id)),
    )!;
    await screen.search.fill(buyer.email!);
    await screen.table.expectTotal(ordersMatching(orders, users, buyer.email!).length);
    await expect(screen.table.rows.first()).toContainText(displayName(buyer));

    // A destination, typed in lower case, finds products and coverages.
    await screen.search.fill('japan');
    const japan = ordersMatching(orders, users, 'japan');
    expect(japan.length).toBeGreaterThan(0);
    await screen.table.expectTotal(japan.length);
    for (const text of await screen.table.rows.allInnerTexts()) {
      expect(text.toLowerCase()).toContain('japan');
    }

    await screen.search.fill('no-such-order-anywhere');
    await expect(screen.table.emptyMessage(ORDERS.noMatch)).toBeVisible();
  });

  test('the Status choice filters the list', async ({ page }) => {
    const screen = new OrdersPage(page);
    await screen.goto();
    await screen.table.expectTotal(orders.length);

    const pending = orders.filter((order) => (order.status ?? '').includes('pending'));
    expect(pending.length).toBeGreaterThan(0);
    await screen.filterBy('Status', 'pending');
    await screen.table.expectTotal(pending.length);
    const statusCells = await Promise.all(
      (await screen.table.rows.all()).map(async (row) =>
        (await screen.table.cell(row, 'Status')).innerText(),
      ),
    );
    expect(statusCells.length).toBeGreaterThan(0);
    for (const status of statusCells) expect(status).toContain('pending');
  });

  test('View opens the Order Details with its five sections', async ({ page }) => {
    const order = orders.find((o) => o.imei_number || o.model_number || o.additional_info);
    expect(order, 'the demo data has an order with device details').toBeTruthy();
    const screen = new OrdersPage(page);
    await screen.goto();
    await screen.search.fill(order!.id);
    await screen.table.expectTotal(1);

    const details = await screen.openDetails(order!.id);
    await expect(details).toBeVisible();
    await expect(details.getByRole('heading', { level: 2 })).toContainText(order!.id);
    for (const section of ORDERS.sections) {
      await expect(details.getByRole('heading', { name: section, exact: true })).toBeVisible();
    }
    await expect(screen.detail('Order Information', 'Order ID')).toHaveText(order!.id);
    if (order!.imei_number) {
      await expect(screen.detail('Additional Details', 'IMEI Number')).toHaveText(
        order!.imei_number,
      );
    }

    // 90% of the screen high.
    const box = await details.boundingBox();
    expect(box!.height).toBeCloseTo(800 * 0.9, -1);

    await details.getByRole('button', { name: 'Close' }).click();
    await expect(details).toBeHidden();
  });

  test('an order without device details has four sections', async ({ page }) => {
    const order = orders.find((o) => !o.imei_number && !o.model_number && !o.additional_info)!;
    const screen = new OrdersPage(page);
    await screen.goto();
    await screen.search.fill(order.id);
    // As an administrator does: the search's answer first, then the order in it.
    await screen.table.expectTotal(1);
    const details = await screen.openDetails(order.id);
    for (const section of ORDERS.sections.slice(0, 4)) {
      await expect(details.getByRole('heading', { name: section, exact: true })).toBeVisible();
    }
    await expect(details.getByRole('heading', { name: 'Additional Details' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
  });

  for (const lists of ['server', 'client'] as const) {
    test(`paged ${lists === 'server' ? 'by the server' : 'in the browser (the whole lists)'}: search, sort and page are in the address, and a reload shows the same rows`, async ({
      page,
    }) => {
      if (lists === 'client') {
        await page.route('**/config.js', (route) =>
          route.fulfill({
            contentType: 'text/javascript',
            body: "window.__BACKOFFICE_CONFIG__ = { apiBaseUrl: '', lists: 'client' };",
          }),
        );
      }
      // Which side pages the list: the paged call is asked for in server mode only.
      const pagedCalls: string[] = [];
      page.on('request', (request) => {
        if (/\/admin\/orders\?/.test(request.url())) pagedCalls.push(request.url());
      });
      const screen = new OrdersPage(page);
      await screen.goto();
      await screen.table.expectTotal(orders.length);

      const esims = ordersMatching(orders, users, 'esim');
      expect(esims.length, 'the demo data has more than a page of eSIM orders').toBeGreaterThan(50);
      await screen.search.fill('esim');
      await screen.table.expectTotal(esims.length);
      await screen.table.columnHeader('Amount').click();
      await expect(page).toHaveURL(/[?&]sort=amount&order=asc/);
      await page.getByRole('button', { name: 'Go to next page' }).click();
      await expect(
        screen.table.container.getByText(`51–${Math.min(100, esims.length)} of ${esims.length}`),
      ).toBeVisible();
      await expect(page).toHaveURL(/[?&]page=2/);
      await expect(page).toHaveURL(/[?&]q=esim/);

      // The grid renders the rows and columns in view (virtualised): the first row is row 51.
      await screen.table.showColumn('Sr No.', 'Order ID');
      await expect.poll(() => screen.table.rows.first().innerText()).toMatch(/^51\s/);
      // The same orders in the same order after a reload, told by the order ids of the first rows
      // (the grid knows a row by its place on the page): the columns the grid renders depend on
      // how far it was scrolled, and how many rows beyond those in view it renders varies.
      const rowIds = async () => (await screen.shownIds()).slice(0, 5);
      const shown = await rowIds();
      expect(shown).toHaveLength(5);
      const esimIds = esims.map((order) => String(order.id));
      for (const id of shown) expect(esimIds).toContain(id);
      await page.reload();
      await screen.table.expectTotal(esims.length);
      await expect(screen.search).toHaveValue('esim');
      await expect.poll(rowIds).toEqual(shown);
      expect(pagedCalls.length > 0).toBe(lists === 'server');
    });
  }

  test('opened by its address, asks for its page while the screen loads', async ({ page }) => {
    // The screen's chunk is held back: its page of orders must be asked for without it.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/orders\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/admin/orders') asked.push(url.search);
    });
    const screen = new OrdersPage(page);
    await page.goto(`${ORDERS.path}?status=pending&sort=amount&order=asc`, { waitUntil: 'commit' });
    await expect
      .poll(() => asked)
      .toEqual(['?page=1&pageSize=50&sort=amount&order=asc&status=pending']);
    await expect(screen.heading).toBeHidden();
    release();
    const pending = orders.filter((order) => order.status?.toLowerCase() === 'pending');
    await screen.table.expectTotal(pending.length);
    expect(asked).toHaveLength(1); // the screen found that page in the cache
  });
});
