/**
 * Script payloads in what the SPA shows (README: Security and reliability). Whatever the API
 * answers is shown as text: no payload's script runs (each sets a `window` flag), no dialog
 * opens, no page error (the suite's watcher fails on one), and no `javascript:` link is made.
 * Notifications and banners carry the payloads through the reference server itself; users,
 * orders and a banner's link come from a hostile backend (the answers replaced in the browser),
 * since the reference server refuses such links. Every HTML answer carries a
 * Content-Security-Policy that forbids inline script.
 */
import type { Page, Response } from '@playwright/test';
import { CrudPage } from './pages/CrudPage';
import { OrdersPage } from './pages/OrdersPage';
import { BANNERS, NOTIFICATIONS } from './pages/serverScreens';
import { UsersPage } from './pages/UsersPage';
import { expect, test } from './support/fixtures';
import { apiToken, signIn } from './support/session';

const PAYLOADS = [
  '<img src=x onerror="window.__xss=(window.__xss||0)+1">',
  '<script>window.__xss=(window.__xss||0)+1</script>',
  '"><svg onload="window.__xss=(window.__xss||0)+1">',
] as const;
const LINKS = [
  'javascript:window.__xss=1',
  'JaVaScRiPt:window.__xss=1',
  ' javascript:window.__xss=1',
];
// A 1×1 PNG.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** Nothing ran: no flag, no dialog, and no link to a script. */
async function expectNothingRan(page: Page, dialogs: string[]) {
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.filter((href) => /^\s*javascript:/i.test(href))).toEqual([]);
}

test.describe('Script payloads', () => {
  const dialogs: string[] = [];
  const htmlAnswers: Response[] = [];

  test.beforeEach(async ({ page }) => {
    dialogs.length = 0;
    htmlAnswers.length = 0;
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on('response', (response) => {
      if ((response.headers()['content-type'] ?? '').startsWith('text/html')) {
        htmlAnswers.push(response);
      }
    });
    await signIn(page);
  });

  test.afterEach(() => {
    expect(htmlAnswers.length).toBeGreaterThan(0);
    for (const answer of htmlAnswers) {
      const policy = answer.headers()['content-security-policy'] ?? '';
      const scripts =
        /script-src ([^;]*)/.exec(policy)?.[1] ?? /default-src ([^;]*)/.exec(policy)?.[1];
      expect({ url: answer.url(), scripts }).toEqual({
        url: answer.url(),
        scripts: expect.any(String),
      });
      expect(scripts).not.toContain("'unsafe-inline'");
    }
  });

  test('in notifications and banners, stored by the reference server, are shown as text', async ({
    page,
    request,
  }) => {
    const headers = { Authorization: `Bearer ${await apiToken(request)}` };
    // Removed at the end, so the other specs' lists are as they expect them.
    const made: string[] = [];
    for (const [i, payload] of PAYLOADS.entries()) {
      const notification = await request.post('/admin/notification/create', {
        headers,
        data: {
          title: `N${i} ${payload}`,
          description: payload,
          type: 'info',
          noticeTo: 'all',
          image: PNG,
        },
      });
      expect(notification.status()).toBe(201);
      const { notification: created } = (await notification.json()) as {
        notification: { id: number };
      };
      made.push(`/admin/notification/delete/${created.id}`);
      const banner = await request.post('/admin/banner/create', {
        headers,
        data: {
          position: 90 + i,
          title: `B${i} ${payload}`,
          description: payload,
          bannerImageDesktop: PNG,
          bannerImageMobile: PNG,
        },
      });
      expect(banner.status()).toBe(201);
      const { banner: stored } = (await banner.json()) as { banner: { id: number } };
      made.push(`/admin/banner/delete/${stored.id}`);
    }
    for (const link of LINKS) {
      const refused = await request.post('/admin/banner/create', {
        headers,
        data: {
          position: 99,
          title: 'Link',
          description: '.',
          redirectUrl: link,
          bannerImageDesktop: PNG,
          bannerImageMobile: PNG,
        },
      });
      expect(refused.status()).toBe(400);
    }

    await new CrudPage(page, NOTIFICATIONS).goto();
    for (const [i, payload] of PAYLOADS.entries()) {
      await expect(page.getByText(`N${i} ${payload}`, { exact: true })).toBeVisible();
    }
    await expectNothingRan(page, dialogs);

    await new CrudPage(page, BANNERS).goto();
    for (const [i, payload] of PAYLOADS.entries()) {
      await expect(page.getByText(`B${i} ${payload}`, { exact: true })).toBeVisible();
    }
    await expectNothingRan(page, dialogs);

    for (const path of made) expect((await request.delete(path, { headers })).ok()).toBe(true);
  });

  test("in users, orders and a banner's link from a hostile backend, are shown as text", async ({
    page,
    problems,
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
    await expectNothingRan(page, dialogs);

    const orders = new OrdersPage(page);
    await orders.goto();
    await expect(page.getByText(order.product_name, { exact: true })).toBeVisible();
    const details = await orders.openFirstDetails();
    await expect(details.getByText(order.additional_info, { exact: true })).toBeVisible();
    await expectNothingRan(page, dialogs);
    await page.keyboard.press('Escape');

    await new CrudPage(page, BANNERS).goto();
    await expect(page.getByText('Link 2', { exact: true })).toBeVisible();
    await expectNothingRan(page, dialogs);
  });
});
