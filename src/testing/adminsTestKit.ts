/** What the server-mode Admin Management tests share: opening the screen, the password dialog. */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderScreen } from '@/testing/screenKit';

export const ROUTE = '/admin-management';

/** The screen at `route`, once the served accounts show. */
export async function renderAdmins(route = ROUTE) {
  const view = await renderScreen(route, 'Admin Management');
  await screen.findByRole('row', { name: /Meera Nair/ });
  return view;
}

/** The one-time password dialog: its password and its warnings, copied, then Done. */
export async function copyAndClose(user: UserEvent, password: string) {
  const dialog = await screen.findByRole('dialog', { name: 'One-time password' });
  expect(within(dialog).getByLabelText('One-time password')).toHaveValue(password);
  expect(within(dialog).getByText(/will not be shown again/)).toBeInTheDocument();
  expect(within(dialog).getByText(/must set a password of their own/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Copy password' }));
  expect(await navigator.clipboard.readText()).toBe(password);
  expect(await screen.findByText('Password copied.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
}
