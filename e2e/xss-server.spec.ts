/**
 * Script payloads stored by the reference server in notifications and banners are shown as text
 * (docs/security.md): no payload's script runs, no dialog opens, no page error
 * (the suite's watcher fails on one), and the server refuses `javascript:` links. The `scripts`
 * fixture (support/xss.ts) checks the Content-Security-Policy of every HTML answer.
 */
import { CrudPage } from './pages/CrudPage';
import { BANNERS, NOTIFICATIONS } from './pages/serverScreens';
import { apiToken, signIn } from './support/session';
import { expect, LINKS, PAYLOADS, PNG, test } from './support/xss';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('Script payloads in notifications and banners, stored by the reference server, are shown as text', async ({
  page,
  request,
  scripts,
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
  await scripts.expectNothingRan();

  await new CrudPage(page, BANNERS).goto();
  for (const [i, payload] of PAYLOADS.entries()) {
    await expect(page.getByText(`B${i} ${payload}`, { exact: true })).toBeVisible();
  }
  await scripts.expectNothingRan();

  for (const path of made) expect((await request.delete(path, { headers })).ok()).toBe(true);
});
