/**
 * The catalogue with the shipped config.js (`screens: 'server'`): a category is created with its
 * image, renamed and switched off; a product is put in it, moved and repriced; both survive a
 * reload and show in a colleague's browser; the category is not deleted while the product uses
 * it, and is once the product is gone (docs/decisions.md#catalogue-on-the-server).
 */
import type { Page, TestInfo } from '@playwright/test';
import { AdminLayout } from './pages/AdminLayout';
import { CrudPage } from './pages/CrudPage';
import { SERVER_CATEGORIES, SERVER_PRODUCTS } from './pages/catalogueScreens';
import { expect, test } from './support/fixtures';
import { smallPng } from './support/images';
import { signIn } from './support/session';

type Categories = CrudPage<typeof SERVER_CATEGORIES>;
type Products = CrudPage<typeof SERVER_PRODUCTS>;

/** Opens the screen; its columns are the specification's. */
async function open<S extends typeof SERVER_CATEGORIES | typeof SERVER_PRODUCTS>(
  page: Page,
  screen: S,
) {
  const crud = new CrudPage(page, screen);
  await crud.goto();
  for (const column of screen.columns) {
    await expect(crud.table.grid.getByRole('columnheader', { name: column })).toBeVisible();
  }
  return crud;
}

async function createCategory(categories: Categories, name: string, testInfo: TestInfo) {
  const dialog = await categories.openCreate();
  await categories.submitCreate();
  for (const message of SERVER_CATEGORIES.required) {
    await expect(categories.message(dialog, message)).toBeVisible();
  }
  await categories.fill({ name, image: smallPng(testInfo, 'teal') });
  await categories.submitCreate();
  await expect(
    new AdminLayout(categories.page).snackbar('Category created successfully!'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(categories.table.row(name)).toContainText('Active');
  const viewer = await categories.openViewer(name);
  await expect(viewer.getByRole('img', { name })).toHaveAttribute('src', /\/media\//);
  await viewer.getByRole('button', { name: 'Close' }).click();
}

async function editCategory(categories: Categories, name: string, renamed: string) {
  await categories.openEdit(name);
  await categories.fill({ name: renamed, status: 'Inactive' }, 'edit');
  await categories.submitEdit();
  await expect(
    new AdminLayout(categories.page).snackbar('Category updated successfully!'),
  ).toBeVisible();
  await expect(categories.table.row(renamed)).toContainText('Inactive');
}

async function createAndEditProduct(products: Products, name: string, category: string) {
  const dialog = await products.openCreate();
  await products.submitCreate();
  for (const message of SERVER_PRODUCTS.required) {
    await expect(products.message(dialog, message)).toBeVisible();
  }
  await products.fill({ name, category: 'eSIM', price: '1299', stock: 'In Stock' });
  await products.submitCreate();
  await expect(
    new AdminLayout(products.page).snackbar('Product created successfully!'),
  ).toBeVisible();
  await expect(products.table.row(name)).toContainText('₹1,299.00');

  await products.openEdit(name);
  await products.fill({ category, price: '1899.5', stock: 'Out of Stock' }, 'edit');
  await products.submitEdit();
  await expect(
    new AdminLayout(products.page).snackbar('Product updated successfully!'),
  ).toBeVisible();
  const row = products.table.row(name);
  for (const text of [category, '₹1,899.50', 'Out of Stock']) await expect(row).toContainText(text);
}

test('categories and products are created, edited and deleted on the server, seen after a reload and by a colleague', async ({
  page,
  newContext,
  problems,
}, testInfo) => {
  await signIn(page);
  const suffix = `${testInfo.retry}-${Date.now().toString(36)}`;
  const first = `Travel eSIMs ${suffix}`;
  const category = `Travel SIM Cards ${suffix}`;
  const product = `Japan eSIM 10 GB ${suffix}`;

  const categories = await open(page, SERVER_CATEGORIES);
  await createCategory(categories, first, testInfo);
  await editCategory(categories, first, category);
  const products = await open(page, SERVER_PRODUCTS);
  await createAndEditProduct(products, product, category);

  // Kept on the server: a reload shows the same, and so does a colleague's browser.
  await page.reload();
  await expect(products.table.row(product)).toContainText(category);
  const colleague = await (await newContext()).newPage();
  await signIn(colleague);
  const theirs = await open(colleague, SERVER_PRODUCTS);
  await expect(theirs.table.row(product)).toContainText('₹1,899.50');
  const theirCategories = await open(colleague, SERVER_CATEGORIES);
  await expect(theirCategories.table.row(category)).toContainText('Inactive');

  // A category that a product uses is not deleted, and the refusal names the product.
  await categories.goto();
  problems.expect({ url: /\/admin\/category\/delete\/\d+$/, status: 409, method: 'DELETE' });
  await categories.askDelete(category);
  await categories.confirmDelete();
  await expect(
    new AdminLayout(page).snackbar(
      `Failed to delete category: Category “${category}” is used by 1 product: ${product}.`,
    ),
  ).toBeVisible();

  await products.goto();
  await products.askDelete(product);
  await products.confirmDelete();
  await expect(new AdminLayout(page).snackbar('Product deleted successfully!')).toBeVisible();
  await categories.goto();
  await categories.askDelete(category);
  await categories.confirmDelete();
  await expect(new AdminLayout(page).snackbar('Category deleted successfully!')).toBeVisible();

  // Gone on the server: not there after a reload, nor in the colleague's lists.
  await page.reload();
  await expect(categories.heading).toBeVisible();
  await expect(categories.table.rows.first()).toBeVisible();
  await expect(categories.table.row(category)).toHaveCount(0);
  await theirs.goto();
  await expect(theirs.table.rows.first()).toBeVisible();
  await expect(theirs.table.row(product)).toHaveCount(0);
});
