import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderApp, signedIn } from './renderApp';

/** Opens the top bar's profile card. */
export async function profileCard(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Open profile' }));
  return screen.getByRole('dialog', { name: 'Profile' });
}

/** A signed-in admin on Product Management, with the profile card open. */
export async function openProfileCard(session = signedIn()) {
  const view = renderApp({ route: '/product-management', session });
  await screen.findByRole('heading', { level: 1, name: 'Product Management' });
  return { ...view, card: await profileCard(view.user) };
}

/**
 * The dialog `name` that the profile card's button `button` opens; `ready`, what that button
 * must say before it is clicked (the profile answered).
 */
export async function openProfileDialog(
  name: string,
  button: string | RegExp = name,
  ready?: (button: HTMLElement) => void,
) {
  const view = await openProfileCard();
  const opener = within(view.card).getByRole('button', { name: button });
  if (ready) await waitFor(() => ready(opener));
  await view.user.click(opener);
  return { ...view, dialog: await screen.findByRole('dialog', { name }) };
}
