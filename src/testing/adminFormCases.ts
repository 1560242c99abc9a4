import type { UserEvent } from '@testing-library/user-event';
import { within } from '@testing-library/react';
import { openDialog } from '@/testing/screenKit';
import { fill } from '@/testing/ui';

/**
 * The specification's messages of Add Admin: a name and an
 * email required, and an email that is one (docs/requirements.md#5-validation).
 */
export async function expectAdminFieldMessages(user: UserEvent) {
  const dialog = await openDialog(user, 'Add Admin');
  await user.click(within(dialog).getByRole('button', { name: 'Add Admin' }));
  expect(await within(dialog).findByText('Name is required.')).toBeInTheDocument();
  expect(within(dialog).getByText('Email is required.')).toBeInTheDocument();
  await fill(user, within(dialog).getByLabelText('Email'), 'not-an-email');
  await user.click(within(dialog).getByRole('button', { name: 'Add Admin' }));
  expect(await within(dialog).findByText('Enter a valid email address.')).toBeInTheDocument();
}
