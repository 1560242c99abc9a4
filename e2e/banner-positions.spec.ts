/**
 * A new banner at a position another holds (docs/api.md#banner-positions), at 1280 px on the
 * reference server: the dialog names the holder under Position, the admin chooses to shift the
 * others down, and after the save the list and the server have them one further down. The
 * positions are far past the seeded banners' and each run's own, so no other test's moves. The
 * banners stay: deleted, another test's open Banner Management would ask for their images after
 * they are gone.
 */
import { BANNERS } from './pages/serverScreens';
import { createBanner, listedBanners } from './support/banners';
import { expect, test } from './support/fixtures';
import { smallPng } from './support/images';
import { apiToken, signInTo } from './support/session';

test('Banner Management at 1280 px: a new banner at a taken position shifts the others down', async ({
  page,
  request,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const run = Date.now();
  // Past the seeded banners' positions, and under 1,000, which the list writes with a separator.
  const position = 500 + (run % 400);
  const [held, next, added] = ['Held', 'Next', 'Added'].map((name) => `${name} ${run}`);
  const headers = { Authorization: `Bearer ${await apiToken(request)}` };
  const holder = { description: 'Held before the new one came', colour: [255, 152, 0] as const };
  await createBanner(request, headers, { ...holder, position, title: held! });
  await createBanner(request, headers, { ...holder, position: position + 1, title: next! });

  const crud = await signInTo(page, BANNERS);
  await expect(crud.table.row(next!)).toBeVisible();
  const dialog = await crud.openCreate();
  await crud.fill({
    position: String(position),
    title: added!,
    description: 'Takes the place of the one held',
    desktopImage: smallPng(testInfo, 'teal'),
    mobileImage: smallPng(testInfo, 'teal'),
  });
  await expect(dialog.getByText(`Position ${position} is taken by “${held}”.`)).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Shift the others down' }).check();
  await crud.submitCreate();
  await expect(page.getByText('Banner created successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The list, in position order, and the server: the new banner holds it, the others one down.
  const shown = [added!, held!, next!];
  for (const [offset, title] of shown.entries()) {
    const cell = await crud.table.cell(crud.table.row(title), 'Position');
    await expect(cell).toHaveText(String(position + offset));
  }
  const banners = await listedBanners<{ title: string; position: number; version: number }>(
    request,
    headers,
  );
  const ours = banners.filter(({ title }) => shown.includes(title));
  expect(ours.map(({ title, position: at, version }) => [title, at - position, version])).toEqual([
    [added, 0, 1],
    [held, 1, 2],
    [next, 2, 2],
  ]);
});
