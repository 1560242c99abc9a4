/**
 * The local-only screens (docs/requirements.md#1-product-and-users): lists kept in this tab's memory. Each one creates, edits
 * and deletes a row, and a reload empties it again.
 */
import { AdminsPage } from './pages/AdminsPage';
import { BlogsPage } from './pages/BlogsPage';
import { CategoriesPage } from './pages/CategoriesPage';
import { ProductsPage } from './pages/ProductsPage';
import { WalletPage } from './pages/WalletPage';
import { expect, test } from './support/fixtures';
import { oversizedPng, smallPng } from './support/images';
import { signIn } from './support/session';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('Product Management: create, edit, delete; a reload empties the list', async ({ page }) => {
  const screen = new ProductsPage(page);
  await screen.goto();
  await expect(screen.table.emptyMessage(screen.screen.empty)).toBeVisible();

  const dialog = await screen.openCreate();
  await screen.submitCreate();
  for (const message of Object.values(ProductsPage.texts)) {
    await expect(screen.message(dialog, message)).toBeVisible();
  }
  await screen.fill({
    name: 'Japan eSIM 10 GB',
    category: 'eSIM',
    price: '1299',
    stock: 'In Stock',
  });
  await screen.submitCreate();
  await expect(dialog).toBeHidden();
  const row = screen.table.row('Japan eSIM 10 GB');
  await expect(row).toContainText('eSIM');
  await expect(row).toContainText('₹1,299.00');
  await expect(row).toContainText('In Stock');

  await screen.openEdit('Japan eSIM 10 GB');
  await expect(screen.editDialog.getByRole('textbox', { name: 'Product Name' })).toHaveValue(
    'Japan eSIM 10 GB',
  );
  await screen.fill(
    { name: 'Japan eSIM 20 GB', category: 'eSIM', price: '1899.5', stock: 'Out of Stock' },
    'edit',
  );
  await screen.submitEdit();
  await expect(screen.editDialog).toBeHidden();
  await expect(screen.table.row('Japan eSIM 10 GB')).toHaveCount(0);
  await expect(screen.table.row('Japan eSIM 20 GB')).toContainText('₹1,899.50');
  await expect(screen.table.row('Japan eSIM 20 GB')).toContainText('Out of Stock');

  await screen.openCreate();
  await screen.fill({
    name: 'Gift Card 500',
    category: 'Gift Card',
    price: '500',
    stock: 'In Stock',
  });
  await screen.submitCreate();
  await expect(screen.table.rows).toHaveCount(2);

  // Delete asks first; Cancel keeps the row.
  await screen.askDelete('Japan eSIM 20 GB');
  await screen.confirmDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(screen.table.rows).toHaveCount(2);
  await screen.askDelete('Japan eSIM 20 GB');
  await screen.confirmDelete();
  await expect(screen.table.rows).toHaveCount(1);
  await expect(screen.table.row('Japan eSIM 20 GB')).toHaveCount(0);

  await page.reload();
  await expect(screen.heading).toBeVisible();
  await expect(screen.table.emptyMessage(screen.screen.empty)).toBeVisible();
});

test('Admin Management: create, edit, delete; a reload empties the list', async ({ page }) => {
  const screen = new AdminsPage(page);
  await screen.goto();
  await expect(screen.table.emptyMessage(screen.screen.empty)).toBeVisible();

  const dialog = await screen.openCreate();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Meera Nair');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await screen.submitCreate();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  await screen.fill({ name: 'Meera Nair', email: 'meera.nair@travelsim.in', role: 'Admin' });
  await screen.submitCreate();
  await expect(dialog).toBeHidden();
  await expect(screen.table.row('Meera Nair')).toContainText('meera.nair@travelsim.in');

  await screen.openEdit('Meera Nair');
  await screen.fill(
    { name: 'Meera N. Nair', email: 'meera@travelsim.in', role: 'Super Admin' },
    'edit',
  );
  await screen.submitEdit();
  await expect(screen.table.row('Meera N. Nair')).toContainText('meera@travelsim.in');
  await expect(screen.table.row('Meera N. Nair')).toContainText('Super Admin');

  await screen.askDelete('Meera N. Nair');
  await screen.confirmDelete();
  await expect(screen.table.emptyMessage(screen.screen.empty)).toBeVisible();

  await screen.openCreate();
  await screen.fill({ name: 'Arjun Rao', email: 'arjun@travelsim.in', role: 'Admin' });
  await screen.submitCreate();
  await expect(screen.table.rows).toHaveCount(1);
  await page.reload();
  await expect(screen.table.emptyMessage(screen.screen.empty)).toBeVisible();
});

test('Manage Categories: create with an image, view it, edit, delete; a reload empties the list', async ({
  page,
}, testInfo) => {
  const screen = new CategoriesPage(page);
  await screen.goto();
  await expect(screen.table.emptyMessage(screen.screen.empty)).toBeVisible();

  const dialog = await screen.openCreate();
  await screen.submitCreate();
  await expect(screen.message(dialog, CategoriesPage.texts.nameRequired)).toBeVisible();
  await expect(screen.message(dialog, CategoriesPage.texts.imageRequired)).toBeVisible();

  // Over 5 MB is refused; a small image is taken.
  await screen.imageInput(dialog).setInputFiles(oversizedPng(testInfo));
  await expect(screen.message(dialog, CategoriesPage.texts.imageTooLarge)).toBeVisible();
  await screen.fill({ name: 'Travel eSIMs', status: 'Active', image: smallPng(testInfo, 'teal') });
  await expect(screen.message(dialog, CategoriesPage.texts.imageTooLarge)).toBeHidden();
  await expect(dialog.getByRole('img', { name: 'Category Image preview' })).toBeVisible();
  await screen.submitCreate();
  await expect(dialog).toBeHidden();
  await expect(screen.table.row('Travel eSIMs')).toContainText('Active');

  const viewer = await screen.viewImage('Travel eSIMs');
  const image = viewer.getByRole('img', { name: 'Travel eSIMs' });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();

  // Edit without a new image keeps the old one.
  await screen.openEdit('Travel eSIMs');
  await screen.fill({ name: 'Travel SIM Cards', status: 'Inactive' }, 'edit');
  await screen.submitEdit();
  await expect(screen.editDialog).toBeHidden();
  await expect(screen.table.row('Travel SIM Cards')).toContainText('Inactive');
  const kept = await screen.viewImage('Travel SIM Cards');
  await expect(kept.getByRole('img', { name: 'Travel SIM Cards' })).toHaveAttribute(
    'src',
    /^data:image\/png/,
  );
  await page.keyboard.press('Escape');
  await expect(kept).toBeHidden();

  await screen.askDelete('Travel SIM Cards');
  await screen.confirmDelete();
  await expect(screen.table.emptyMessage(screen.screen.empty)).toBeVisible();

  await screen.openCreate();
  await screen.fill({ name: 'Gift Cards', status: 'Active', image: smallPng(testInfo, 'orange') });
  await screen.submitCreate();
  await expect(screen.table.rows).toHaveCount(1);
  await page.reload();
  await expect(screen.table.emptyMessage(screen.screen.empty)).toBeVisible();
});

test('Wallet Management: upload, view, edit keeping the screenshot, delete; a reload empties the list', async ({
  page,
}, testInfo) => {
  const screen = new WalletPage(page);
  const { texts } = WalletPage;
  await screen.goto();
  await expect(screen.table.emptyMessage(screen.screen.empty)).toBeVisible();

  const dialog = await screen.openCreate();
  await screen.submitCreate();
  for (const message of [
    texts.receiverRequired,
    texts.noteRequired,
    texts.txnIdRequired,
    texts.dateRequired,
    texts.amountRequired,
    texts.screenshotRequired,
  ]) {
    await expect(screen.message(dialog, message)).toBeVisible();
  }
  await screen.screenshotInput(dialog).setInputFiles(oversizedPng(testInfo));
  await expect(screen.message(dialog, texts.screenshotTooLarge)).toBeVisible();

  // Text fields are trimmed on submit.
  await screen.fill({
    receiver: '  Priya Sharma  ',
    note: ' Refund for order 1042 ',
    txnId: ' TXN-778899 ',
    date: '2026-11-20',
    amount: '750',
    screenshot: smallPng(testInfo, 'indigo'),
  });
  await screen.submitCreate();
  await expect(dialog).toBeHidden();
  const row = screen.table.row('TXN-778899');
  await expect(row).toContainText('Priya Sharma');
  await expect(row).toContainText('Refund for order 1042');
  await expect(row).toContainText('Nov 20, 2026');
  expect(await (await screen.table.cell(row, 'Receiver Name')).innerText()).toBe('Priya Sharma');

  const viewer = await screen.viewScreenshot('TXN-778899');
  await expect(viewer.getByRole('img')).toHaveAttribute('src', /^data:image\/png;base64,/);
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();

  const edit = await screen.openEdit('TXN-778899');
  await expect(edit.getByText(texts.keepScreenshot)).toBeVisible();
  await edit.getByRole('textbox', { name: 'Payment Note' }).fill('Refund for order 1043');
  await screen.submitEdit();
  await expect(edit).toBeHidden();
  await expect(screen.table.row('TXN-778899')).toContainText('Refund for order 1043');
  const stillThere = await screen.viewScreenshot('TXN-778899');
  await expect(stillThere.getByRole('img')).toHaveAttribute('src', /^data:image\/png;base64,/);
  await page.keyboard.press('Escape');

  await screen.askDelete('TXN-778899');
  await screen.confirmDelete();
  await expect(screen.table.emptyMessage(screen.screen.empty)).toBeVisible();

  await screen.openCreate();
  await screen.fill({
    receiver: 'Rohan Iyer',
    note: 'Wallet top-up',
    txnId: 'TXN-100200',
    date: '2026-11-21',
    amount: '300',
    screenshot: smallPng(testInfo, 'pink'),
  });
  await screen.submitCreate();
  await expect(screen.table.rows).toHaveCount(1);
  await page.reload();
  await expect(screen.table.emptyMessage(screen.screen.empty)).toBeVisible();
});

test('Blog Management: upload, edit, delete; a reload empties the list', async ({
  page,
}, testInfo) => {
  const screen = new BlogsPage(page);
  await screen.goto();
  await expect(screen.table.emptyMessage(screen.screen.empty)).toBeVisible();

  const dialog = await screen.openCreate();
  await screen.fill({
    title: 'Five tips for your Japan eSIM',
    description: 'Install before you fly, keep roaming on, and check your data.',
    category: 'Tips',
    status: 'Draft',
    date: '2026-11-18',
    image: smallPng(testInfo, 'teal'),
  });
  await screen.submitCreate();
  await expect(dialog).toBeHidden();
  const row = screen.table.row('Five tips for your Japan eSIM');
  await expect(row).toContainText('Tips');
  await expect(row).toContainText('Draft');
  await expect(row).toContainText('Nov 18, 2026');
  await expect(screen.thumbnail('Five tips for your Japan eSIM')).toHaveAttribute(
    'src',
    /^data:image\/png/,
  );

  await screen.openEdit('Five tips for your Japan eSIM');
  await screen.fill(
    {
      title: 'Six tips for your Japan eSIM',
      description: 'Updated for 2027.',
      category: 'eSIM',
      status: 'Published',
      date: '2026-11-19',
    },
    'edit',
  );
  await screen.submitEdit();
  await expect(screen.editDialog).toBeHidden();
  const edited = screen.table.row('Six tips for your Japan eSIM');
  await expect(edited).toContainText('Published');
  await expect(edited).toContainText('eSIM');
  await expect(screen.thumbnail('Six tips for your Japan eSIM')).toHaveAttribute(
    'src',
    /^data:image\/png/,
  );

  await screen.askDelete('Six tips for your Japan eSIM');
  await screen.confirmDelete();
  await expect(screen.table.emptyMessage(screen.screen.empty)).toBeVisible();

  await screen.openCreate();
  await screen.fill({
    title: 'Gift cards explained',
    description: 'How our gift cards work.',
    category: 'Travel',
    status: 'Published',
    date: '2026-11-20',
  });
  await screen.submitCreate();
  await expect(screen.table.rows).toHaveCount(1);
  await page.reload();
  await expect(screen.table.emptyMessage(screen.screen.empty)).toBeVisible();
});
