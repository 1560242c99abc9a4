import { AdminLayout } from './pages/AdminLayout';
import { BannersPage } from './pages/BannersPage';
import { expect, test } from './support/fixtures';
import { loadedWidth, oversizedPng, smallPng } from './support/images';
import { signIn } from './support/session';

const { texts } = BannersPage;

test('Banner Management: create, toggle, edit with and without new images, delete', async ({
  page,
}, testInfo) => {
  const title = `Winter sale ${testInfo.retry}-${Date.now().toString(36)}`;
  const layout = new AdminLayout(page);
  const screen = new BannersPage(page);
  await signIn(page);
  await screen.goto();
  for (const column of texts.columns) {
    await expect(screen.table.grid.getByRole('columnheader', { name: column })).toBeVisible();
  }

  // Create: every rule first, then images over 5 MB, then real ones.
  const dialog = await screen.openCreate();
  await screen.submitCreate();
  for (const message of [
    texts.positionRequired,
    texts.titleRequired,
    texts.descriptionRequired,
    texts.desktopRequired,
    texts.mobileRequired,
  ]) {
    await expect(screen.message(dialog, message)).toBeVisible();
  }
  await screen.desktopInput(dialog).setInputFiles(oversizedPng(testInfo, 'desktop-too-large.png'));
  await screen.mobileInput(dialog).setInputFiles(oversizedPng(testInfo, 'mobile-too-large.png'));
  await expect(screen.message(dialog, texts.desktopTooLarge)).toBeVisible();
  await expect(screen.message(dialog, texts.mobileTooLarge)).toBeVisible();
  await screen.fill({ position: '0' });
  await expect(screen.message(dialog, texts.positionRequired)).toBeVisible();

  await screen.fill({
    position: '97',
    title,
    description: 'Up to 30% off Europe eSIMs.',
    redirectUrl: 'https://shop.example.com/winter',
    status: 'Active',
    desktopImage: smallPng(testInfo, 'indigo', 'desktop.png'),
    mobileImage: smallPng(testInfo, 'pink', 'mobile.png'),
  });
  await screen.submitCreate();
  await expect(layout.snackbar(texts.created)).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = screen.table.row(title);
  await expect(row).toContainText('97');
  await expect(row).toContainText('Active');
  const link = row.getByRole('link', { name: 'https://shop.example.com/winter' });
  await expect(link).toHaveAttribute('href', 'https://shop.example.com/winter');
  await expect(link).toHaveAttribute('target', '_blank');
  expect(await loadedWidth(screen.desktopImage(title))).toBe(64);
  expect(await loadedWidth(screen.mobileImage(title))).toBe(64);
  const desktopSrc = await screen.desktopImage(title).getAttribute('src');
  const mobileSrc = await screen.mobileImage(title).getAttribute('src');

  // The toggle sends the opposite status.
  await screen.toggle(title, 'Deactivate').click();
  await expect(layout.snackbar(texts.deactivated)).toBeVisible();
  await expect(row).toContainText('Inactive');
  await screen.toggle(title, 'Activate').click();
  await expect(layout.snackbar(texts.activated)).toBeVisible();
  await expect(row).toContainText('Active');
  await expect(screen.toggle(title, 'Deactivate')).toBeVisible();

  // Edit without new images: no redirect any more, the images stay.
  const edit = await screen.openEdit(title);
  await expect(edit.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await screen.fill({ redirectUrl: '', description: 'Up to 40% off Europe eSIMs.' }, 'edit');
  await screen.submitEdit();
  await expect(layout.snackbar(texts.updated)).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(row).toContainText(texts.noRedirect);
  await expect(row).toContainText('Up to 40% off');
  await expect(row.getByRole('link')).toHaveCount(0);
  await expect(screen.desktopImage(title)).toHaveAttribute('src', desktopSrc!);
  await expect(screen.mobileImage(title)).toHaveAttribute('src', mobileSrc!);

  // Edit with a new desktop image only.
  await screen.openEdit(title);
  await screen.fill({ desktopImage: smallPng(testInfo, 'orange', 'desktop-2.png') }, 'edit');
  await screen.submitEdit();
  await expect(screen.editDialog).toBeHidden();
  await expect(screen.desktopImage(title)).not.toHaveAttribute('src', desktopSrc!);
  expect(await loadedWidth(screen.desktopImage(title))).toBe(64);
  await expect(screen.mobileImage(title)).toHaveAttribute('src', mobileSrc!);

  // Saved on the server.
  await page.reload();
  await expect(screen.table.row(title)).toContainText(texts.noRedirect);

  await screen.askDelete(title);
  await screen.confirmDelete();
  await expect(layout.snackbar(texts.deleted)).toBeVisible();
  await expect(screen.table.row(title)).toHaveCount(0);
});
