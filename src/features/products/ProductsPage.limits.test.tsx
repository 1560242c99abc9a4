import { screen, waitFor, within } from '@testing-library/react';
import { dataUrlOf, openDialog, renderScreen } from '@/testing/screenKit';
import { seedTab } from '@/testing/tabRows';
import { fill } from '@/testing/ui';

// The server's limits of a product (contract/formRules.ts), said under the field before sending.
describe('Product Management: the limits the server keeps', () => {
  it.each([
    [
      'a price over the largest one',
      'Europe eSIM',
      '10000001',
      'Price (₹)',
      'Price must be between ₹0 and ₹10,000,000.',
    ],
    [
      'a negative price',
      'Europe eSIM',
      '-1',
      'Price (₹)',
      'Price must be between ₹0 and ₹10,000,000.',
    ],
    [
      'a name too long',
      'n'.repeat(201),
      '10',
      'Product Name',
      'name must be at most 200 characters long.',
    ],
  ])('refuses %s under its field', async (_label, name, price, label, message) => {
    const { user, store } = await renderScreen('/product-management', 'Product Management');
    seedTab(store, 'categories', { name: 'eSIM', status: 'active', image: dataUrlOf('png') });
    const dialog = await openDialog(user, 'Add Product');
    await fill(user, within(dialog).getByLabelText('Product Name'), name);
    await user.click(within(dialog).getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'eSIM' }));
    await fill(user, within(dialog).getByLabelText('Price (₹)'), price);
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(label)).toHaveAccessibleDescription(message),
    );
    expect(store.getState().tabLists.products).toHaveLength(0);
  });
});
