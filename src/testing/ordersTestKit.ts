/** What the Order Management tests share: the shop's users and orders, and rendering. */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { API } from '@/testing/handlers';
import { renderApp, signedIn } from '@/testing/renderApp';
import { server } from '@/testing/server';

export const USERS = [
  {
    id: 'u1',
    fullName: 'Aarav Mehta',
    email: 'aarav@example.in',
    isAdmin: false,
    createdAt: { seconds: 1, nanoseconds: 0 },
  },
  {
    id: 'u2',
    name: 'Diya Kapoor',
    email: 'diya@example.in',
    isAdmin: false,
    createdAt: { seconds: 1, nanoseconds: 0 },
  },
];

export const ORDERS = [
  {
    id: 'ORD-1001',
    airlo_order_id: 'AIR-77001',
    customer_id: 'u1',
    product_name: 'Airalo Europe eSIM',
    coverage: 'Europe 10 GB / 30 days',
    amount: 1499,
    plan_type: 'data-only',
    status: 'completed',
    payment_status: 'success',
    transaction_id: 'TXN908172',
    payment_method: 'UPI',
    createdAt: '2026-03-05T14:07:00.000Z',
    updatedAt: '2026-03-06T09:30:00.000Z',
  },
  {
    id: 'ORD-1002',
    airlo_order_id: 'AIR-77002',
    userId: 'u2',
    product_name: 'Device Protection Plus',
    coverage: '12 months',
    amount: '2999.50',
    status: 'pending',
    imei_number: '356938035643809',
    model_number: 'SM-S928B',
    createdAt: '2026-02-01T08:00:00.000Z',
  },
  {
    id: 'ORD-1003',
    customer_id: 'ghost',
    product_name: 'Amazon Gift Card ₹1000',
    coverage: 'Digital voucher',
    status: 'failed',
    createdAt: '2026-01-10T08:00:00.000Z',
  },
  {
    id: 'ORD-1004',
    userId: 'u1',
    product_name: 'Japan eSIM',
    coverage: 'Japan 5 GB / 15 days',
    amount: 499,
    status: 'refunded',
    createdAt: '2026-01-11T08:00:00.000Z',
  },
  {
    id: 'ORD-1005',
    userId: 'u1',
    product_name: 'Global eSIM',
    coverage: 'Global 20 GB / 60 days',
    amount: 3999,
    createdAt: '2026-01-12T08:00:00.000Z',
  },
  {
    id: 'ORD-1006',
    userId: 'u2',
    product_name: 'Thailand eSIM',
    coverage: 'Thailand 3 GB / 7 days',
    amount: 299,
    status: 'cancelled',
    createdAt: '2026-01-13T08:00:00.000Z',
  },
];

export function serve(orders: JsonBodyType, users: JsonBodyType = { users: USERS }) {
  server.use(
    http.get(`${API}/admin/orders/all`, () => HttpResponse.json(orders)),
    http.get(`${API}/admin/all-users`, () => HttpResponse.json(users)),
  );
}

export async function renderOrders(route = '/order-management') {
  const view = renderApp({ route, session: signedIn() });
  await screen.findByRole('heading', { name: 'Order Management' });
  return view;
}

export const dataRows = () => screen.getAllByRole('row').slice(1);

/**
 * Each row's Order ID, wherever its column is (Sr No. before it once shown): the cell's first
 * line, the short number (if any) being the line beneath.
 */
export function orderIdCells() {
  const column = screen
    .getAllByRole('columnheader')
    .findIndex((header) => header.textContent === 'Order ID');
  return dataRows().map((cells) => {
    const cell = within(cells).getAllByRole('gridcell')[column];
    return cell && within(cell).getAllByText(/\S/)[0]?.textContent;
  });
}
export const row = (orderId: string) => screen.getByRole('row', { name: new RegExp(orderId) });
export const tone = (element: HTMLElement) =>
  element.closest('[data-tone]')?.getAttribute('data-tone');

/** Shows Sr No., which waits in the column menu, from the Order ID header's menu. */
export async function showSerialColumn(user: UserEvent) {
  const orderId = screen.getByRole('columnheader', { name: 'Order ID' });
  // The menu button shows on hover, which jsdom does not draw: found by its label.
  await user.click(within(orderId).getByLabelText('Order ID column menu'));
  await user.click(await screen.findByRole('menuitem', { name: 'Manage columns' }));
  const serial = await screen.findByRole('checkbox', { name: 'Sr No.' });
  expect(serial).not.toBeChecked();
  await user.click(serial);
  await user.keyboard('{Escape}');
  expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('Sr No.');
}
