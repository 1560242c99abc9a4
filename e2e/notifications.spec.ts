import { AdminLayout } from './pages/AdminLayout';
import { NotificationsPage } from './pages/NotificationsPage';
import { expect, test } from './support/fixtures';
import { loadedWidth, oversizedPng, smallPng } from './support/images';
import { signIn } from './support/session';

const { texts } = NotificationsPage;
const today = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
}).format(new Date());

test('Notification Management: create, edit with and without a new image, delete', async ({
  page,
}, testInfo) => {
  // Unique per run and per retry: the server keeps what earlier runs left.
  const title = `Diwali offer ${testInfo.retry}-${Date.now().toString(36)}`;
  const renamed = `${title} (extended)`;
  const layout = new AdminLayout(page);
  const screen = new NotificationsPage(page);
  await signIn(page);
  await screen.goto();
  for (const column of texts.columns) {
    await expect(screen.table.grid.getByRole('columnheader', { name: column })).toBeVisible();
  }

  // Create: every rule first, then a 5 MB+ image, then a real one.
  const dialog = await screen.openCreate();
  await screen.submitCreate();
  for (const message of [
    texts.titleRequired,
    texts.descriptionRequired,
    texts.typeRequired,
    texts.noticeToRequired,
    texts.imageRequired,
  ]) {
    await expect(screen.message(dialog, message)).toBeVisible();
  }
  await screen.imageInput(dialog).setInputFiles(oversizedPng(testInfo));
  await expect(screen.message(dialog, texts.imageTooLarge)).toBeVisible();
  await screen.fill({
    title,
    description: '20% off every Asia eSIM until Sunday.',
    type: 'Promotional',
    noticeTo: 'Customers',
    image: smallPng(testInfo, 'teal'),
  });
  await expect(screen.message(dialog, texts.imageTooLarge)).toBeHidden();
  await screen.submitCreate();
  await expect(layout.snackbar(texts.created)).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = screen.table.row(title);
  await expect(row).toContainText('Promotional');
  await expect(row).toContainText('Customers');
  await expect(row).toContainText(today);
  const image = screen.image(title);
  await expect(image).toHaveAttribute('src', /\/media\//);
  expect(await loadedWidth(image)).toBe(64);
  const firstImage = await image.getAttribute('src');

  // Edit without a new image: the text changes, the image stays.
  const edit = await screen.openEdit(title);
  await expect(edit.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await screen.fill({ title: renamed, type: 'Info', noticeTo: 'All' }, 'edit');
  await screen.submitEdit();
  await expect(layout.snackbar(texts.updated)).toBeVisible();
  await expect(edit).toBeHidden();
  const renamedRow = screen.table.row(renamed);
  await expect(renamedRow).toContainText('Info');
  await expect(screen.image(renamed)).toHaveAttribute('src', firstImage!);

  // Edit with a new image: the image is replaced.
  await screen.openEdit(renamed);
  await screen.fill({ image: smallPng(testInfo, 'orange') }, 'edit');
  await screen.submitEdit();
  await expect(screen.editDialog).toBeHidden();
  await expect(screen.image(renamed)).not.toHaveAttribute('src', firstImage!);
  await expect(screen.image(renamed)).toHaveAttribute('src', /\/media\//);
  expect(await loadedWidth(screen.image(renamed))).toBe(64);

  // Saved on the server: a reload shows the same.
  await page.reload();
  await expect(screen.table.row(renamed)).toContainText('Info');

  // Delete, after a confirmation.
  await screen.askDelete(renamed);
  await screen.confirmDelete();
  await expect(layout.snackbar(texts.deleted)).toBeVisible();
  await expect(screen.table.row(renamed)).toHaveCount(0);
  await page.reload();
  await expect(screen.heading).toBeVisible();
  await expect(screen.table.rows.first()).toBeVisible();
  await expect(screen.table.row(renamed)).toHaveCount(0);
});
