import { screen, waitFor, within } from '@testing-library/react';
import { localScreenCases, renderLocal, type LocalScreen } from '@/testing/localScreenCases';
import { dataUrlOf, openDialog, submitAndWaitClosed, type ScreenView } from '@/testing/screenKit';
import { seedTab } from '@/testing/tabRows';
import { chooseOption, expectTextsIn, fill } from '@/testing/ui';

/** A product's category is one of Manage Categories', kept in the same tab. */
const ESIM = { name: 'eSIM', status: 'active', image: dataUrlOf('png') };

async function addProduct({ user, store }: ScreenView, name: string, price: string) {
  if (store.getState().tabLists.categories.length === 0) seedTab(store, 'categories', ESIM);
  const dialog = await openDialog(user, 'Add Product');
  await fill(user, within(dialog).getByLabelText('Product Name'), name);
  await user.click(within(dialog).getByRole('combobox', { name: 'Category' }));
  await user.click(await screen.findByRole('option', { name: 'eSIM' }));
  await fill(user, within(dialog).getByLabelText('Price (₹)'), price);
  await submitAndWaitClosed(user, dialog, 'Add Product');
}

const PRODUCTS: LocalScreen = {
  route: '/product-management',
  heading: 'Product Management',
  empty: 'No products found',
  columns: ['Product Name', 'Category', 'Price', 'Stock', 'Actions'],
  addOne: (view) => addProduct(view, 'Japan eSIM', '799'),
};

describe('Product Management', () => {
  localScreenCases(PRODUCTS);

  it('shows every validation message', async () => {
    const { user } = await renderLocal(PRODUCTS);
    const dialog = await openDialog(user, 'Add Product');
    await chooseOption(user, 'Stock', 'Out of Stock');
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(await within(dialog).findByText('Product name is required.')).toBeInTheDocument();
    expectTextsIn(dialog, ['Category is required.', 'Price is required.']);
  });

  it('creates, edits and deletes a product, with rupee prices, and says so each time', async () => {
    const view = await renderLocal(PRODUCTS);
    const { user, store } = view;
    await addProduct(view, 'Europe eSIM 10 GB', '1499');
    const row = await screen.findByRole('row', { name: /Europe eSIM 10 GB/ });
    expect(screen.getByRole('alert')).toHaveTextContent('Product created successfully!');
    expectTextsIn(row, ['₹1,499.00', 'In Stock', 'eSIM']);

    await user.click(within(row).getByRole('button', { name: 'Edit product Europe eSIM 10 GB' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    expect(within(dialog).getByLabelText('Product Name')).toHaveValue('Europe eSIM 10 GB');
    await fill(user, within(dialog).getByLabelText('Price (₹)'), '1299.5');
    await chooseOption(user, 'Stock', 'Out of Stock');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    const edited = await screen.findByRole('row', { name: /Europe eSIM 10 GB/ });
    expectTextsIn(edited, ['₹1,299.50', 'Out of Stock']);
    expect(screen.getByText('Product updated successfully!')).toBeInTheDocument();
    expect(store.getState().tabLists.products).toHaveLength(1);

    await user.click(
      within(edited).getByRole('button', { name: 'Delete product Europe eSIM 10 GB' }),
    );
    const confirmation = await screen.findByRole('dialog', { name: 'Delete product?' });
    await user.click(within(confirmation).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(screen.getByText('Product deleted successfully!')).toBeInTheDocument();
    expect(store.getState().tabLists.products).toEqual([]);
  });

  it("offers Manage Categories' categories, and says so when there is none yet", async () => {
    const { user, store } = await renderLocal(PRODUCTS);
    const dialog = await openDialog(user, 'Add Product');
    await user.click(within(dialog).getByRole('combobox', { name: 'Category' }));
    expect(await screen.findByText('No categories found')).toBeInTheDocument();
    seedTab(store, 'categories', ESIM, { ...ESIM, name: 'Gift Card' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Category' }), 'gift');
    // Searched by the tab as the server searches: only the category whose name holds the text.
    await waitFor(() =>
      expect(screen.queryByRole('option', { name: 'eSIM' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('option', { name: 'Gift Card' })).toBeInTheDocument();
  });

  it('keeps the row when the deletion is cancelled', async () => {
    const view = await renderLocal(PRODUCTS);
    await addProduct(view, 'Gift Card', '500');
    const { user } = view;
    await user.click(screen.getByRole('button', { name: 'Delete product Gift Card' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Delete product?' });
    await user.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('row', { name: /Gift Card/ })).toBeInTheDocument();
  });

  it('closing the dialog, once the changes are discarded, resets the form and its errors', async () => {
    const { user } = await renderLocal(PRODUCTS);
    let dialog = await openDialog(user, 'Add Product');
    await fill(user, within(dialog).getByLabelText('Product Name'), 'Half typed');
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(await within(dialog).findByText('Price is required.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const question = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(question).getByRole('button', { name: 'Discard' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add Product' })).not.toBeInTheDocument(),
    );

    dialog = await openDialog(user, 'Add Product');
    expect(within(dialog).getByLabelText('Product Name')).toHaveValue('');
    expect(within(dialog).queryByText('Price is required.')).not.toBeInTheDocument();
  });
});
