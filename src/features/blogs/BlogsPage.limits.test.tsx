import { waitFor, within } from '@testing-library/react';
import { openDialog, renderScreen } from '@/testing/screenKit';
import { chooseOption, fill } from '@/testing/ui';

// The server's longest title and description (contract/formRules.ts), said under the field.
it('refuses a title or description longer than the server keeps, storing nothing', async () => {
  const { user, store } = await renderScreen('/blog-management', 'Blog Management');
  const dialog = await openDialog(user, '+ Upload Blog', 'Upload Blog');
  const title = within(dialog).getByRole('textbox', { name: /^Title/ });
  const description = within(dialog).getByRole('textbox', { name: /^Description/ });
  await fill(user, title, 't'.repeat(201));
  await fill(user, description, 'd'.repeat(5001));
  await chooseOption(user, 'Category', 'Travel');
  await fill(user, within(dialog).getByLabelText(/^Date/), '2026-03-05');
  await user.click(within(dialog).getByRole('button', { name: 'Upload Blog' }));
  await waitFor(() =>
    expect(title).toHaveAccessibleDescription('title must be at most 200 characters long.'),
  );
  expect(description).toHaveAccessibleDescription(
    'description must be at most 5000 characters long.',
  );
  expect(store.getState().tabLists.blogs).toHaveLength(0);
});
