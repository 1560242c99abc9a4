import { waitFor, within } from '@testing-library/react';
import * as kit from '@/testing/bannersTestKit';
import { fill } from '@/testing/ui';

// The server's longest redirect URL and title (contract/formRules.ts), said under the field.
it('refuses a redirect URL or title longer than the server keeps, sending nothing', async () => {
  const backend = kit.serveBanners([]);
  const { user } = await kit.renderBanners();
  const dialog = await kit.openCreateDialog(user);
  await kit.fillValidBanner(user, dialog);
  const url = `https://shop.example.com/?q=${'a'.repeat(2049 - 28)}`;
  await fill(user, kit.field(dialog, 'Redirect URL'), url);
  await fill(user, kit.field(dialog, 'Title'), 't'.repeat(201));
  await user.click(within(dialog).getByRole('button', { name: 'Create Banner' }));
  await waitFor(() =>
    expect(kit.field(dialog, 'Redirect URL')).toHaveAccessibleDescription(
      'redirectUrl must be at most 2048 characters long.',
    ),
  );
  expect(kit.field(dialog, 'Title')).toHaveAccessibleDescription(
    'title must be at most 200 characters long.',
  );
  expect(backend.writes).toHaveLength(0);
});
