import { screen, waitFor, within } from '@testing-library/react';
import { CATEGORY, PRODUCT, serveCatalogue } from '@/testing/catalogueBackend';
import { catalogueExportCase } from '@/testing/catalogueExportCases';
import { columnHeaders, openDialog, renderScreen, urlParams } from '@/testing/screenKit';
import { withServerScreens } from '@/testing/screensMode';
import { chooseOption, expectTextsIn, fill } from '@/testing/ui';
import { changedMeanwhile, expectCreated } from '@/testing/versionedBackend';

const ROUTE = '/product-management';
const ESIM = CATEGORY(1, 'eSIM');
const GIFT = CATEGORY(2, 'Gift Card');

const serve = () =>
  serveCatalogue(
    [ESIM, GIFT],
    [
      PRODUCT(1, 'Japan eSIM', ESIM, { price: 1299 }),
      PRODUCT(2, 'Gift Card 500', GIFT, { price: 500, stock: 'Out of Stock' }),
    ],
  );

async function renderProducts(route = ROUTE) {
  const view = await renderScreen(route, 'Product Management');
  await screen.findByRole('row', { name: /Japan eSIM/ });
  return view;
}

describe('Product Management, kept on the server', () => {
  withServerScreens();

  it('lists the products with the spec’s columns, the category by its name', async () => {
    serve();
    await renderProducts();
    expect(columnHeaders()).toEqual(['Product Name', 'Category', 'Price', 'Stock', 'Actions']);
    const gift = screen.getByRole('row', { name: /Gift Card 500/ });
    expectTextsIn(gift, ['Gift Card', '₹500.00', 'Out of Stock']);
  });

  it('asks for the search, sort, stock and category of the URL, and writes new ones there', async () => {
    const { asked } = serve();
    const { user, router } = await renderProducts(
      `${ROUTE}?q=e&sort=price&order=asc&stock=In+Stock&categoryId=1`,
    );
    expect(asked.products[0]).toEqual({
      page: '1',
      pageSize: '50',
      q: 'e',
      sort: 'price',
      order: 'asc',
      stock: 'In Stock',
      categoryId: '1',
    });
    expect(screen.queryByRole('row', { name: /Gift Card 500/ })).toBeNull();

    // The filter names the URL's category; cleared, it shows every category's products.
    const filter = await screen.findByRole('combobox', { name: 'Category' });
    await waitFor(() => expect(filter).toHaveValue('eSIM'));
    await user.clear(filter);
    await waitFor(() => expect(asked.products.at(-1)).not.toHaveProperty('categoryId'));
    await fill(user, screen.getByRole('searchbox', { name: 'Search products by name' }), 'japan');
    await waitFor(() => expect(asked.products.at(-1)).toMatchObject({ q: 'japan' }));
    await user.click(screen.getByRole('columnheader', { name: 'Category' }));
    await waitFor(() => expect(asked.products.at(-1)).toMatchObject({ sort: 'categoryName' }));
    expect(urlParams(router)).toMatchObject({ q: 'japan', sort: 'category', stock: 'In Stock' });
    expect(urlParams(router)).not.toHaveProperty('categoryId');

    // The stock filter is the toolbar's Stock choice, with its chip.
    expect(screen.getByRole('combobox', { name: 'Stock' })).toHaveTextContent('In Stock');
    screen.getByRole('button', { name: 'Stock is In Stock' });
    await chooseOption(user, 'Stock', 'All');
    await waitFor(() => expect(asked.products.at(-1)).not.toHaveProperty('stock'));
    expect(screen.queryByRole('button', { name: 'Stock is In Stock' })).toBeNull();
  });

  it('creates a product in one of the server’s categories, after the spec’s messages', async () => {
    const backend = serve();
    const { user } = await renderProducts();
    const dialog = await openDialog(user, 'Add Product');
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(await within(dialog).findByText('Product name is required.')).toBeInTheDocument();
    expectTextsIn(dialog, ['Category is required.', 'Price is required.']);

    await fill(user, within(dialog).getByLabelText('Product Name'), ' Gift Card 1000 ');
    await user.click(within(dialog).getByRole('combobox', { name: 'Category' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'eSIM',
      'Gift Card',
    ]);
    // The server finds the categories by name: none of the others is loaded.
    await user.paste('gif');
    await waitFor(() =>
      expect(backend.asked.categories.at(-1)).toMatchObject({ q: 'gif', sort: 'name' }),
    );
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Gift Card',
      ]),
    );
    await user.click(screen.getByRole('option', { name: 'Gift Card' }));
    await fill(user, within(dialog).getByLabelText('Price (₹)'), '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));

    const row = await expectCreated(backend.writes, {
      message: 'Product created successfully!',
      path: '/admin/product/create',
      body: { name: 'Gift Card 1000', categoryId: 2, price: 1000, stock: 'In Stock' },
      row: /Gift Card 1000/,
    });
    expect(within(row).getByText('₹1,000.00')).toBeInTheDocument();
  });

  it('edits at the version it read, moving the product to another category, and deletes it', async () => {
    const backend = serve();
    const { user } = await renderProducts();
    await user.click(screen.getByRole('button', { name: 'Edit product Japan eSIM' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveValue('eSIM');
    await chooseOption(user, 'Category', 'Gift Card');
    await chooseOption(user, 'Stock', 'Out of Stock');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Product updated successfully!')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('row', { name: /Japan eSIM/ })).getByText('Gift Card'),
      ).toBeInTheDocument(),
    );

    await user.click(screen.getByRole('button', { name: 'Delete product Japan eSIM' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Delete product?' });
    await user.click(within(confirmation).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Product deleted successfully!')).toBeInTheDocument();
    expect(backend.writes).toEqual([
      {
        method: 'PUT',
        path: '/admin/product/update/1',
        ifMatch: '"1"',
        body: { name: 'Japan eSIM', categoryId: 2, price: 1299, stock: 'Out of Stock' },
      },
      { method: 'DELETE', path: '/admin/product/delete/1', ifMatch: '"2"', body: null },
    ]);
    await waitFor(() => expect(screen.queryByRole('row', { name: /Japan eSIM/ })).toBeNull());
  });

  it('says who changed a product meanwhile, and saves that version with "Discard my edits"', async () => {
    const backend = serve();
    const { user } = await renderProducts();
    await user.click(screen.getByRole('button', { name: 'Edit product Japan eSIM' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    backend.changeElsewhere('product', 1, { price: 1499 });
    await fill(user, within(dialog).getByLabelText('Product Name'), 'Japan eSIM 20 GB');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(changedMeanwhile('product'));
    await user.click(within(dialog).getByRole('button', { name: 'Discard my edits' }));
    expect(within(dialog).getByLabelText('Product Name')).toHaveValue('Japan eSIM');
    expect(within(dialog).getByLabelText('Price (₹)')).toHaveValue(1499);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Product updated successfully!')).toBeInTheDocument();
    expect(backend.writes.map(({ ifMatch }) => ifMatch)).toEqual(['"1"', '"2"']);
  });

  it('shows a category renamed in Manage Categories by its new name', async () => {
    const { products } = serve();
    const { user } = await renderProducts();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Manage Categories' }));
    await user.click(await screen.findByRole('button', { name: 'Edit category Gift Card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Category' });
    await fill(user, within(dialog).getByLabelText('Category Name'), 'Gift Vouchers');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Category updated successfully!')).toBeInTheDocument();
    // The fake server joins the name when a product is written; the real one at every read.
    products[1].categoryName = 'Gift Vouchers';

    await user.click(within(nav).getByRole('link', { name: 'Product Management' }));
    const row = await screen.findByRole('row', { name: /Gift Card 500/ });
    expect(await within(row).findByText('Gift Vouchers')).toBeInTheDocument();
  });

  catalogueExportCase({
    route: `${ROUTE}?q=japan&stock=In+Stock&categoryId=1&sort=price`,
    heading: 'Product Management',
    row: /Japan eSIM/,
    path: '/admin/products.csv',
    asked: { q: 'japan', sort: 'price', order: 'desc', stock: 'In Stock', categoryId: '1' },
  });
});
