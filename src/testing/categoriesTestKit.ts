/** Manage Categories on the server, as its client tests meet it: two categories, eSIM with two products. */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { CATEGORY, PRODUCT, serveCatalogue } from './catalogueBackend';
import { API } from './handlers';
import { renderScreen } from './screenKit';
import { server } from './server';

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

/** The bulk requests the fake server was sent; it answers each with `answer`. */
export function serveBulk(answer: object) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const reply = async ({ request }: { request: Request }) => {
    const { pathname } = new URL(request.url);
    sent.push({ method: request.method, path: pathname, body: await request.json() });
    return HttpResponse.json({ success: true, ...answer });
  };
  server.use(
    http.post(`${API}/admin/category/bulk/delete`, reply),
    http.put(`${API}/admin/category/bulk/status`, reply),
  );
  return sent;
}

/** Checks a row's box, named by the row as its card's box is on a phone ('Select eSIM'). */
export const checkRow = async (user: UserEvent, name: string) =>
  user.click(
    within(screen.getByRole('row', { name: new RegExp(name) })).getByRole('checkbox', {
      name: `Select ${name}`,
    }),
  );
