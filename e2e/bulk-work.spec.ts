/**
 * Bulk work against the reference server (docs/api.md#bulk-work): on Manage Categories at 1280 px,
 * the header's box selects the page, Deactivate changes them all, and Delete selected asks once,
 * naming how many, and deletes all but the one a product uses, which the snackbar names; on a
 * phone, the Select button puts boxes on the cards; Export selected downloads just the rows checked. A read-only list's row keeps no mark after a
 * click.
 */
import { AdminLayout } from './pages/AdminLayout';
import { DataGrid } from './pages/DataGrid';
import { bulkBar, makeCategories, uniqueNames, productIn } from './support/bulkWork';
import { exportCsv } from './support/csv';
import { expect, test } from './support/fixtures';
import { signIn } from './support/session';

const searched = (names: readonly string[]) =>
  `/manage-categories?q=${encodeURIComponent(names[0]!.split(' ').slice(0, 2).join(' '))}`;

test('Categories selected by the header box are deactivated and then deleted, each by one request', async ({
  page,
  request,
}) => {
  const names = uniqueNames('Bulk', 3);
  const [used] = await makeCategories(request, names);
  const cleanUp = await productIn(request, used!, `${names[0]} plan`);
  await signIn(page);
  await page.goto(searched(names));
  const grid = new DataGrid(page, 'Categories');
  await expect(grid.rows).toHaveCount(3);
  const { bar, count, button } = bulkBar(page);
  await expect(bar).toBeHidden();

  await grid.select();
  await expect(count(3)).toBeVisible();
  const requests: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/bulk/'))
      requests.push(`${sent.method()} ${new URL(sent.url()).pathname}`);
  });
  await button('Deactivate').click();
  const layout = new AdminLayout(page);
  await expect(layout.snackbar('3 categories deactivated.')).toBeVisible();
  await expect(bar).toBeHidden();
  for (const name of names) await expect(grid.row(name)).toContainText('Inactive');

  await grid.select();
  await button('Delete selected').click();
  const question = page.getByRole('dialog', { name: 'Delete 3 categories?' });
  await question.getByRole('button', { name: 'Delete' }).click();
  const inUse = `Category “${names[0]}” is used by 1 product.`;
  await expect(layout.snackbar(`2 categories deleted. 1 left alone: ${inUse}`)).toBeVisible();
  await expect(grid.rows).toHaveCount(1);
  await cleanUp();
  expect(requests).toEqual(['PUT /admin/category/bulk/status', 'POST /admin/category/bulk/delete']);
});

test('Export selected downloads the CSV of just the rows checked', async ({ page, request }) => {
  const names = uniqueNames('Export', 3);
  await makeCategories(request, names);
  await signIn(page);
  await page.goto(searched(names));
  const grid = new DataGrid(page, 'Categories');
  await expect(grid.rows).toHaveCount(3);
  const { count } = bulkBar(page);
  for (const [checked, name] of [names[0]!, names[2]!].entries()) {
    await grid.select(name);
    // The bar comes above the grid, moving it down, before the next box is clicked.
    await expect(count(checked + 1)).toBeVisible();
  }
  const { records } = await exportCsv(page, 'Export selected');
  const [heading, ...rows] = records.map((record) => record[1]);
  expect(heading).toBe('Category Name');
  expect(rows.sort()).toEqual([names[0], names[2]].sort());
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the Select button puts boxes on the cards, and the cards checked are deleted', async ({
    page,
    request,
  }) => {
    const names = uniqueNames('Phone', 2);
    await makeCategories(request, names);
    await signIn(page);
    await page.goto(searched(names));
    const cards = page.getByRole('list', { name: 'Categories' }).getByRole('listitem');
    await expect(cards).toHaveCount(2);
    await page.getByRole('button', { name: 'Select', exact: true }).click();
    for (const name of names) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
    const { count, button } = bulkBar(page);
    await expect(count(2)).toBeVisible();
    await button('Delete selected').click();
    await page
      .getByRole('dialog', { name: 'Delete 2 categories?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(new AdminLayout(page).snackbar('2 categories deleted.')).toBeVisible();
    await expect(cards).toHaveCount(0);
  });
});

test('A read-only list’s row keeps no mark after a click opened and closed its details', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/order-management');
  const grid = new DataGrid(page, 'Orders');
  const cell = grid.rows.first().getByRole('gridcell').nth(2);
  await cell.click();
  const details = page.getByRole('dialog');
  await expect(details).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(cell).toBeFocused();
  await expect(cell).toHaveCSS('outline-style', 'none');
  // The keyboard's focus still shows where it is.
  await page.keyboard.press('ArrowRight');
  await expect(grid.rows.first().getByRole('gridcell').nth(3)).not.toHaveCSS(
    'outline-style',
    'none',
  );
});
