/**
 * The catalogue's relation with the shipped config.js (`screens: 'server'`): a category is created
 * with its image, renamed and switched off; a product is put in it, moved and repriced; the
 * category's Delete says the product uses it and leads to it, and deletes it once the product is gone
 * (docs/decisions.md#catalogue-on-the-server). Each list's own create, edit, delete, reload and
 * colleague: typed-in-lists.spec.ts.
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

test('a product is put in a new category, which is not deleted while the product uses it', async ({
  page,
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

  // Delete of a category that a product uses says so before asking, names the product, and
  // leads to it.
  await categories.goto();
  await categories.rowAction('Delete', category).click();
  const inUse = page.getByRole('dialog', { name: 'Category in use' });
  await expect(inUse).toContainText(`Category “${category}” is used by 1 product: ${product}.`);
  await inUse.getByRole('button', { name: 'View products' }).click();
  await expect(page).toHaveURL(/\/product-management\?categoryId=\d+$/);
  await expect(products.table.row(product)).toBeVisible();

  await products.askDelete(product);
  await products.confirmDelete();
  await expect(new AdminLayout(page).snackbar('Product deleted successfully!')).toBeVisible();
  await categories.goto();
  await categories.askDelete(category);
  await categories.confirmDelete();
  await expect(new AdminLayout(page).snackbar('Category deleted successfully!')).toBeVisible();

  await expect(categories.table.row(category)).toHaveCount(0);
});
