/**
 * What the command palette's tests share: a shop of two orders and two users behind the paged
 * calls (docs/api.md#paged-users-and-orders), searched as the reference server does (by the
 * browser's pager, src/testing/pagedShop.ts), every request recorded; and the app rendered on a
 * screen that calls nothing itself.
 */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '@/testing/handlers';
import { pagedOrders, pagedUsers, type PagedBackend } from '@/testing/pagedShop';
import { renderApp, signedIn } from '@/testing/renderApp';
import { server } from '@/testing/server';

export const USERS = [
  { id: 'u9', fullName: 'Meera Nair', email: 'meera@shop.in', isAdmin: false },
  { id: 'u8', fullName: 'Rohan Iyer', email: 'rohan@example.in', isAdmin: false },
];

export const ORDERS = [
  {
    id: 'ORD-5001',
    airlo_order_id: '1049913',
    customer_id: 'u9',
    userName: 'Meera Nair',
    userEmail: 'meera@shop.in',
    product_name: 'Japan eSIM',
    coverage: 'Japan 5 GB / 15 days',
    amount: 499,
    status: 'completed',
    createdAt: '2026-03-05T14:07:00.000Z',
  },
  {
    id: 'ORD-5002',
    customer_id: 'u8',
    userName: 'Rohan Iyer',
    userEmail: 'rohan@example.in',
    product_name: 'Device Protection Plus',
    amount: 2999,
    status: 'pending',
    createdAt: '2026-02-01T08:00:00.000Z',
  },
];

/** The paged calls over the shop; answers the query strings asked, by path. */
export function servePagedShop() {
  const requests: { path: string; params: Record<string, string> }[] = [];
  /** The page the request asks of `backend`, once it is recorded. */
  const answer = <Row>(request: Request, backend: PagedBackend<Row>) => {
    const url = new URL(request.url);
    requests.push({ path: url.pathname, params: Object.fromEntries(url.searchParams) });
    return backend(url.searchParams);
  };
  const orders = pagedOrders(ORDERS, USERS);
  const users = pagedUsers(USERS);
  server.use(
    http.get(`${API}/admin/orders`, ({ request }) => {
      const { items, pagination } = answer(request, orders);
      return HttpResponse.json({ success: true, orders: items, pagination });
    }),
    http.get(`${API}/admin/orders/:id`, ({ params }) => {
      const order = ORDERS.find((candidate) => candidate.id === params.id);
      return order
        ? HttpResponse.json({ success: true, order })
        : HttpResponse.json({ success: false, message: 'Order not found.' }, { status: 404 });
    }),
    http.get(`${API}/admin/users`, ({ request }) => {
      const { items, pagination } = answer(request, users);
      return HttpResponse.json({ success: true, users: items, pagination });
    }),
  );
  return requests;
}

/** The app on Product Management (a list of this tab only: it calls no server). */
export async function renderOnProducts() {
  const view = renderApp({ route: '/product-management', session: signedIn() });
  await screen.findByRole('heading', { level: 1, name: 'Product Management' });
  return view;
}

const COMBOBOX = { name: 'Search screens, orders and users' } as const;
export const combobox = () => screen.getByRole('combobox', COMBOBOX);
/** The palette's input once its chunk has loaded (the grids' page-size menus are comboboxes too). */
export const findCombobox = () => screen.findByRole('combobox', COMBOBOX);
export const optionNames = () =>
  screen.queryAllByRole('option').map((option) => option.firstChild?.textContent);
