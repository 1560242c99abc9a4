/** Manage Categories on the server, as its client tests meet it: two categories, eSIM with two products. */
import { screen, within } from '@testing-library/react';
import { CATEGORY, PRODUCT, serveCatalogue } from './catalogueBackend';
import { renderScreen } from './screenKit';

export const ROUTE = '/manage-categories';
export const ESIM = CATEGORY(1, 'eSIM', { productCount: 2, createdAt: '2026-11-21T08:00:00.000Z' });
export const GIFT = CATEGORY(2, 'Gift Card', { status: 'inactive' });

export const serve = () =>
  serveCatalogue([ESIM, GIFT], [PRODUCT(1, 'Japan eSIM', ESIM), PRODUCT(2, 'Europe eSIM', ESIM)]);

export async function renderCategories(route = ROUTE) {
  const view = await renderScreen(route, 'Manage Categories');
  await screen.findByRole('row', { name: /Gift Card/ });
  return view;
}

export const confirmDelete = async (
  user: Awaited<ReturnType<typeof renderCategories>>['user'],
  name: string,
) => {
  await user.click(screen.getByRole('button', { name: `Delete category ${name}` }));
  const confirmation = await screen.findByRole('dialog', { name: 'Delete category?' });
  await user.click(within(confirmation).getByRole('button', { name: 'Delete' }));
};
