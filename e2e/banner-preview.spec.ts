/**
 * The banner dialog's live previews (README: Banner preview): what is typed and chosen shows at
 * once as customers will see it, at desktop (1200 px) and mobile (390 px) widths, drawn at
 * those widths and scaled to fit; nothing is saved until the form is sent.
 */
import { BANNERS } from './pages/serverScreens';
import { expect, test } from './support/fixtures';
import { loadedWidth, smallPng } from './support/images';
import { signInTo } from './support/session';

test('Banner Management: the dialog previews the banner at desktop and mobile widths before saving', async ({
  page,
  axe,
}, testInfo) => {
  const crud = await signInTo(page, BANNERS);
  const dialog = await crud.openCreate();
  const desktop = dialog.getByRole('figure', { name: 'Desktop preview, 1200 px wide' });
  const mobile = dialog.getByRole('figure', { name: 'Mobile preview, 390 px wide' });

  await crud.fill({
    title: 'Winter sale',
    description: 'Half price eSIMs for Japan',
    redirectUrl: 'https://shop.example.com/winter',
    desktopImage: smallPng(testInfo, 'teal'),
  });
  for (const frame of [desktop, mobile]) {
    await expect(frame.getByText('Winter sale', { exact: true })).toBeVisible();
    await expect(frame.getByText('Half price eSIMs for Japan', { exact: true })).toBeVisible();
    await expect(frame.getByText('Learn more', { exact: true })).toBeVisible();
  }

  // Drawn at the real widths, then scaled: half size on desktop, 0.6 on mobile.
  const desktopImage = desktop.getByRole('img', { name: 'Desktop banner image' });
  expect(await loadedWidth(desktopImage)).toBe(64);
  expect(await desktopImage.evaluate((img: HTMLImageElement) => img.offsetWidth)).toBe(1200);
  expect((await desktopImage.boundingBox())?.width).toBeCloseTo(600, 0);
  const mobileImage = mobile.getByRole('img', { name: 'Mobile banner image' });
  await expect(mobileImage).toHaveAttribute('src', '/placeholder-image.svg');
  expect(await mobileImage.evaluate((img: HTMLImageElement) => img.offsetWidth)).toBe(390);
  expect((await mobileImage.boundingBox())?.width).toBeCloseTo(234, 0);

  await dialog.getByRole('region', { name: 'Preview' }).scrollIntoViewIfNeeded();
  await axe('Add Banner dialog, previews');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  // Nothing was saved: the server's list, loaded again, has no such banner. (Other tests add
  // and remove banners meanwhile, so the rows are not counted.)
  await crud.goto();
  await expect(crud.table.rows.first()).toBeVisible();
  await expect(crud.table.row('Winter sale')).toHaveCount(0);
});
