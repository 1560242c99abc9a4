/**
 * Dark mode (README: Dark mode), in a browser whose system prefers dark colours: the app follows
 * it; a choice in the top bar is kept across a reload and a sign-out; and the form dialogs, with
 * their chips, images and previews, pass the accessibility scan (contrast included) in dark
 * colours as they do in light ones (a11y-dialogs.spec.ts). Every screen is scanned in both by
 * a11y-screens.spec.ts.
 */
import { AdminLayout } from './pages/AdminLayout';
import { CrudPage } from './pages/CrudPage';
import { PRODUCTS } from './pages/localScreens';
import { BANNERS, NOTIFICATIONS } from './pages/serverScreens';
import { expect, test } from './support/fixtures';
import { signIn } from './support/session';

test.use({ colorScheme: 'dark' });

const scheme = (name: 'light' | 'dark') => new RegExp(`\\b${name}\\b`);

test('Colour mode: follows the system, and a choice in the top bar outlives a reload and a sign-out', async ({
  page,
  axe,
}) => {
  await signIn(page);
  const html = page.locator('html');
  await expect(html).toHaveClass(scheme('dark'));
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(await background()).toBe('rgb(14, 21, 30)');

  await page.getByRole('button', { name: 'Colour mode: System' }).click();
  await expect(page.getByRole('menu', { name: 'Colour mode' })).toBeVisible();
  await axe('Colour mode menu (dark)');
  await page.getByRole('menuitemradio', { name: 'Light' }).click();
  await expect(html).toHaveClass(scheme('light'));
  expect(await background()).toBe('rgb(244, 246, 250)');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Colour mode: Light' })).toBeVisible();
  await expect(html).toHaveClass(scheme('light'));

  await new AdminLayout(page).logoutButton.click();
  await expect(page).toHaveURL(/\/admin-login$/);
  await expect(html).toHaveClass(scheme('light'));
  await signIn(page);
  await expect(page.getByRole('button', { name: 'Colour mode: Light' })).toBeVisible();
});

test('Dark colours: the form dialogs, with their images and the banner previews, pass the accessibility scan', async ({
  page,
  axe,
}) => {
  await signIn(page);
  await expect(page.locator('html')).toHaveClass(scheme('dark'));

  const notifications = new CrudPage(page, NOTIFICATIONS);
  await notifications.goto();
  await notifications.openCreate();
  await axe('Add Notification dialog (dark)');
  await notifications.createDialog.getByRole('button', { name: 'Cancel' }).click();

  const banners = new CrudPage(page, BANNERS);
  await banners.goto();
  await banners.firstRowAction('Edit').click();
  await expect(banners.editDialog).toBeVisible();
  await banners.editDialog.getByRole('region', { name: 'Preview' }).scrollIntoViewIfNeeded();
  await axe('Edit Banner dialog with its previews (dark)');
  await banners.editDialog.getByRole('button', { name: 'Cancel' }).click();

  const products = new CrudPage(page, PRODUCTS);
  await products.goto();
  await products.openCreate();
  await products.submitCreate();
  await expect(products.message(products.createDialog, 'Product name is required.')).toBeVisible();
  await axe('Add Product dialog, field errors (dark)');
});
