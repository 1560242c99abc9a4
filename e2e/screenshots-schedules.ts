/**
 * `npm run screenshots`: Banner Management with banners on schedules in the shop's time zone,
 * one ended, one live and one still to start, each with its chip beside its status.
 */
import { mkdirSync } from 'node:fs';
import { encodePng } from '../server/src/seed/demo/png';
import { BANNERS } from './pages/serverScreens';
import { CrudPage } from './pages/CrudPage';
import { expect, test } from './support/fixtures';
import { apiToken, signIn } from './support/session';
import { OUT, shoot } from './support/shoot';

const DAY_MS = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
const image = (rgb: [number, number, number]) =>
  `data:image/png;base64,${encodePng(8, 8, () => rgb).toString('base64')}`;

test.beforeAll(() => mkdirSync(OUT, { recursive: true }));

test('screenshot of banners on schedules: Ended, Live and Scheduled', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const headers = { Authorization: `Bearer ${await apiToken(request)}` };
  const banners = [
    { title: 'Diwali sale', startsAt: at(-20), endsAt: at(-5), rgb: [230, 81, 0] },
    { title: 'Travel eSIMs for winter', startsAt: at(-2), endsAt: at(12), rgb: [0, 150, 136] },
    { title: 'New Year gift cards', startsAt: at(25), endsAt: at(40), rgb: [94, 53, 177] },
  ] as const;
  for (const [index, { rgb, ...banner }] of banners.entries()) {
    const created = await request.post('/admin/banner/create', {
      headers,
      data: {
        ...banner,
        position: 40 + index,
        description: 'On a schedule in the shop’s time zone',
        bannerImageDesktop: image([...rgb]),
        bannerImageMobile: image([...rgb]),
      },
    });
    expect(created.status()).toBe(201);
  }
  await signIn(page);
  await new CrudPage(page, BANNERS).goto();
  // The active ones: the demo's inactive banner would push the last row out of the picture.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Active', exact: true }).click();
  await expect(page.getByRole('grid', { name: 'Banners' }).getByText('Scheduled')).toBeVisible();
  await shoot(page, 'banner-schedules');
});
