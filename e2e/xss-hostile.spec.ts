/**
 * Users, orders and a banner's link from a hostile backend (the answers replaced in the browser,
 * since the reference server refuses such links) are shown as text (docs/security.md): no
 * payload's script runs, no dialog opens, no `javascript:` link is made, and an
 * image address that is not one falls back to the placeholder.
 */
import { CrudPage } from './pages/CrudPage';
import { OrdersPage } from './pages/OrdersPage';
import { BANNERS } from './pages/serverScreens';
import { UsersPage } from './pages/UsersPage';
import { signIn } from './support/session';
import { expect, LINKS, PAYLOADS, test } from './support/xss';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test("Script payloads in users, orders and a banner's link from a hostile backend, are shown as text", async ({
  page,
  problems,
  scripts,
}) => {
  // The mobile image's path has the payload in it: the reference server has no such file.
  problems.expect({ url: /\/media\/x/, status: 404 });
  const [img, script, svg] = PAYLOADS;
  const pagination = { page: 1, pageSize: 25, total: 1, totalPages: 1 };
  const user = {
    id: 'u1',
    fullName: `Eve ${img}`,
    email: `eve${svg}@example.com`,
    isAdmin: false,
    createdAt: { seconds: 1767225600, nanoseconds: 0 },
  };
  const order = {
    id: `o1${script}`,
    airlo_order_id: `A-${img}`,
    userId: 'u1',
    userName: `Eve ${svg}`,
    userEmail: `eve${script}@example.com`,
    product_name: `eSIM ${img}`,
    coverage: script,
    amount: 499,
    status: 'completed',
    payment_status: `paid ${svg}`,
    transaction_id: img,
    payment_method: script,
    imei_number: svg,
    model_number: img,
    additional_info: `Note ${script}`,
    createdAt: '2026-11-01T08:00:00Z',
    updatedAt: '2026-11-01T08:00:00Z',
  };
  await page.route(/\/admin\/users\?/, (route) =>
    route.fulfill({ json: { success: true, users: [user], pagination } }),
  );
  await page.route(/\/admin\/orders\?/, (route) =>
    route.fulfill({ json: { success: true, orders: [order], pagination } }),
  );
  await page.route(/\/admin\/orders\/o1/, (route) =>
    route.fulfill({ json: { success: true, order } }),
  );
  await page.route(/\/admin\/banner\/all/, (route) =>
    route.fulfill({
      json: {
        success: true,
        banners: LINKS.map((redirectUrl, i) => ({
          id: i + 1,
          position: i + 1,
          title: `Link ${i}`,
          description: svg,
          redirectUrl,
          status: 'active',
          bannerImageDesktop: `javascript:window.__xss=1`,
          bannerImageMobile: `/media/x${img}.png`,
        })),
      },
    }),
  );

  await new UsersPage(page).goto();
  await expect(page.getByText(user.fullName, { exact: true })).toBeVisible();
  await scripts.expectNothingRan();

  const orders = new OrdersPage(page);
  await orders.goto();
  await expect(page.getByText(order.product_name, { exact: true })).toBeVisible();
  const details = await orders.openFirstDetails();
  await expect(details.getByText(order.additional_info, { exact: true })).toBeVisible();
  await scripts.expectNothingRan();
  await page.keyboard.press('Escape');

  await new CrudPage(page, BANNERS).goto();
  await expect(page.getByText('Link 2', { exact: true })).toBeVisible();
  await scripts.expectNothingRan();
});
