/**
 * Banner schedules in the shop's time zone (docs/api.md#the-shops-time-zone), at 1280 px on the
 * reference server, whose zone is Asia/Kolkata by default: a banner created from the form, live
 * from an hour ago to an hour from now, shows Live; one starting tomorrow, Scheduled; the
 * Schedule choice keeps each to its own; the server stores the moments entered, in UTC; a
 * phone's card says the state too. The banners stay: deleted, another test's open Banner
 * Management would ask for their images.
 */
import { fromWallClock, toWallClock } from '../src/lib/zonedTime';
import { BANNERS } from './pages/serverScreens';
import { createBanner, listedBanners } from './support/banners';
import { expect, test } from './support/fixtures';
import { smallPng } from './support/images';
import { apiToken, signInTo } from './support/session';

const ZONE = 'Asia/Kolkata';
const HOUR_MS = 3_600_000;

/** The shop's wall clock `hours` from now, to the minute, as a date-and-time field takes it. */
const shopClock = (hours: number) =>
  toWallClock(new Date(Date.now() + hours * HOUR_MS).toISOString(), ZONE);

test("Banner Management at 1280 px: schedules in the shop's time zone, Live and Scheduled", async ({
  page,
  request,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const run = Date.now();
  const [live, later] = ['Live now', 'Tomorrow'].map((name) => `${name} ${run}`);
  const headers = { Authorization: `Bearer ${await apiToken(request)}` };
  const tomorrow = fromWallClock(shopClock(24), ZONE);
  await createBanner(request, headers, {
    position: 900 + (run % 90),
    title: later!,
    description: 'Goes live tomorrow',
    startsAt: tomorrow,
    colour: [0, 150, 136],
  });

  const crud = await signInTo(page, BANNERS);
  const dialog = await crud.openCreate();
  await crud.fill({
    position: String(900 + (run % 90)),
    title: live!,
    description: 'Live for two hours',
    desktopImage: smallPng(testInfo, 'teal'),
    mobileImage: smallPng(testInfo, 'teal'),
  });
  const [starts, ends] = [shopClock(-1), shopClock(1)];
  await dialog.getByLabel(`Starts (${ZONE})`).fill(starts);
  await dialog.getByLabel(`Ends (${ZONE})`).fill(ends);
  await crud.submitCreate();
  await expect(page.getByText('Banner created successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The list: each banner's state beside its status, its times in the zone on hover.
  const liveRow = crud.table.row(live!);
  const laterRow = crud.table.row(later!);
  await expect(liveRow.getByText('Live', { exact: true })).toBeVisible();
  await expect(laterRow.getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(laterRow.getByTitle(/^Starts .* \(Asia\/Kolkata\)$/)).toBeVisible();

  // The Schedule choice, kept in the address.
  await page.getByRole('combobox', { name: 'Schedule' }).click();
  await page.getByRole('option', { name: 'Scheduled' }).click();
  await expect(page).toHaveURL(/[?&]schedule=scheduled/);
  await expect(laterRow).toBeVisible();
  await expect(liveRow).toBeHidden();
  await page.getByRole('combobox', { name: 'Schedule' }).click();
  await page.getByRole('option', { name: 'Live' }).click();
  await expect(liveRow).toBeVisible();
  await expect(laterRow).toBeHidden();

  // What the server stored: the moments entered in the shop's zone, answered in UTC.
  const banners = await listedBanners<{ id: number; title: string }>(request, headers);
  const ours = banners.find(({ title }) => title === live);
  const item = await request.get(`/admin/banner/${ours!.id}`, { headers });
  const { banner: stored } = (await item.json()) as {
    banner: { startsAt: string; endsAt: string };
  };
  expect(stored).toMatchObject({
    startsAt: new Date(fromWallClock(starts, ZONE)!).toISOString(),
    endsAt: new Date(fromWallClock(ends, ZONE)!).toISOString(),
  });
  expect(stored.startsAt).toMatch(/Z$/);

  // On a phone, the card says the state and its times too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${BANNERS.path}?schedule=scheduled`);
  const card = page
    .getByRole('list', { name: BANNERS.grid })
    .getByRole('listitem')
    .filter({ hasText: later! });
  await expect(card).toContainText(/Scheduled · Starts .* \(Asia\/Kolkata\)/);
});
