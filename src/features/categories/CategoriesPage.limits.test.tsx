import { waitFor, within } from '@testing-library/react';
import { openDialog, png, renderScreen } from '@/testing/screenKit';
import { fill } from '@/testing/ui';

// The server's longest name (contract/formRules.ts), said under the field before sending.
it('refuses a category name longer than the server keeps, storing nothing', async () => {
  const { user, store } = await renderScreen('/manage-categories', 'Manage Categories');
  const dialog = await openDialog(user, 'Add Category');
  await fill(user, within(dialog).getByLabelText('Category Name'), 'c'.repeat(101));
  await user.upload(within(dialog).getByLabelText(/Category Image/), png());
  await user.click(within(dialog).getByRole('button', { name: 'Add Category' }));
  await waitFor(() =>
    expect(within(dialog).getByLabelText('Category Name')).toHaveAccessibleDescription(
      'name must be at most 100 characters long.',
    ),
  );
  expect(store.getState().tabLists.categories).toHaveLength(0);
});
