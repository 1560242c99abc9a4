import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { API } from '@/testing/handlers';
import { renderApp, signedIn } from '@/testing/renderApp';
import { server } from '@/testing/server';

const USERS = [
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

const ORDERS = [
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

function serve(orders: JsonBodyType, users: JsonBodyType = { users: USERS }) {
  server.use(
    http.get(`${API}/admin/orders/all`, () => HttpResponse.json(orders)),
    http.get(`${API}/admin/all-users`, () => HttpResponse.json(users)),
  );
}

async function renderOrders(route = '/order-management') {
  const view = renderApp({ route, session: signedIn() });
  await screen.findByRole('heading', { name: 'Order Management' });
  return view;
}

const dataRows = () => screen.getAllByRole('row').slice(1);
const row = (orderId: string) => screen.getByRole('row', { name: new RegExp(orderId) });
const tone = (element: HTMLElement) => element.closest('[data-tone]')?.getAttribute('data-tone');

describe('Order Management', () => {
  it('shows 4 skeleton rows of 8 cells while the orders load', async () => {
    server.use(
      http.get(`${API}/admin/orders/all`, async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    await renderOrders();
    const rows = await screen.findAllByTestId('skeleton-row');
    expect(rows).toHaveLength(4);
    for (const skeletonRow of rows) expect(skeletonRow.children).toHaveLength(8);
  });

  it('shows every column, the joined user, rupee amounts, short dates and coloured statuses', async () => {
    serve({ success: true, orders: ORDERS });
    await renderOrders();
    expect(await screen.findByRole('gridcell', { name: 'ORD-1001' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Sr No.',
      'Order ID',
      'User',
      'Email',
      'Product',
      'Amount',
      'Status',
      'Date',
      'Actions',
    ]);

    await waitFor(() =>
      expect(within(row('ORD-1001')).getByText('Aarav Mehta')).toBeInTheDocument(),
    );
    const first = within(row('ORD-1001'));
    expect(first.getByText('aarav@example.in')).toBeInTheDocument();
    expect(first.getByText('Airalo Europe eSIM')).toBeInTheDocument();
    expect(first.getByText('Europe 10 GB / 30 days')).toBeInTheDocument();
    expect(first.getByText('₹1,499.00')).toBeInTheDocument();
    expect(first.getByText('Mar 5, 2026')).toBeInTheDocument();
    expect(tone(first.getByText('completed'))).toBe('green');

    // userId joins as well as customer_id; a numeric string amount is formatted the same way.
    const second = within(row('ORD-1002'));
    expect(second.getByText('Diya Kapoor')).toBeInTheDocument();
    expect(second.getByText('₹2,999.50')).toBeInTheDocument();
    expect(tone(second.getByText('pending'))).toBe('yellow');

    // An order whose user does not exist, and one without an amount.
    const third = within(row('ORD-1003'));
    expect(third.getAllByText('N/A')).toHaveLength(2);
    expect(third.getByText('₹0')).toBeInTheDocument();
    expect(tone(third.getByText('failed'))).toBe('red');

    expect(tone(within(row('ORD-1004')).getByText('refunded'))).toBe('grey');
    expect(tone(within(row('ORD-1005')).getByText('Unknown'))).toBe('grey');
    expect(tone(within(row('ORD-1006')).getByText('cancelled'))).toBe('red');
  });

  it("shows 'Loading...' for the user until the users arrive", async () => {
    let release: () => void = () => undefined;
    const usersReady = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`${API}/admin/orders/all`, () => HttpResponse.json(ORDERS)),
      http.get(`${API}/admin/all-users`, async () => {
        await usersReady;
        return HttpResponse.json(USERS);
      }),
    );
    await renderOrders();
    await screen.findByRole('gridcell', { name: 'ORD-1001' });
    expect(within(row('ORD-1001')).getAllByText('Loading...')).toHaveLength(2);
    release();
    expect(await within(row('ORD-1001')).findByText('Aarav Mehta')).toBeInTheDocument();
  });

  it.each([
    ['a plain array', ORDERS],
    ['{ orders }', { orders: ORDERS }],
    ['{ data }', { data: ORDERS }],
  ])('accepts the orders as %s', async (_shape, body) => {
    serve(body, { data: USERS });
    await renderOrders();
    expect(await screen.findByRole('gridcell', { name: 'ORD-1006' })).toBeInTheDocument();
    expect(dataRows()).toHaveLength(ORDERS.length);
  });

  it.each([
    ['order id', 'ord-1003', ['ORD-1003']],
    ['order number', 'air-77002', ['ORD-1002']],
    ['user name', 'diya', ['ORD-1002', 'ORD-1006']],
    ['email', 'AARAV@EXAMPLE', ['ORD-1001', 'ORD-1004', 'ORD-1005']],
    ['status', 'refunded', ['ORD-1004']],
    ['product name', 'gift card', ['ORD-1003']],
    ['coverage', '20 gb', ['ORD-1005']],
  ])('searches by %s', async (_field, text, expected) => {
    serve(ORDERS);
    const { user } = await renderOrders();
    await waitFor(() =>
      expect(within(row('ORD-1001')).getByText('Aarav Mehta')).toBeInTheDocument(),
    );
    await user.click(screen.getByPlaceholderText('Search orders...'));
    await user.paste(text);
    await waitFor(() => expect(dataRows()).toHaveLength(expected.length));
    for (const id of expected) expect(row(id)).toBeInTheDocument();
    // Numbered in the order shown.
    expect(within(dataRows()[0]).getByRole('gridcell', { name: '1' })).toBeInTheDocument();
  });

  it("says 'No matching orders found' when the search matches nothing, 'No orders found' when there are none", async () => {
    serve(ORDERS);
    const { user } = await renderOrders('/order-management?q=zzz');
    expect(await screen.findByText('No matching orders found')).toBeInTheDocument();
    await user.clear(screen.getByPlaceholderText('Search orders...'));
    expect(await screen.findByRole('gridcell', { name: 'ORD-1001' })).toBeInTheDocument();

    serve({ success: true, orders: [] });
    await renderOrders();
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
  });

  it('opens the order details with all five sections and closes them', async () => {
    serve(ORDERS);
    const { user } = await renderOrders();
    await waitFor(() =>
      expect(within(row('ORD-1002')).getByText('Diya Kapoor')).toBeInTheDocument(),
    );
    await user.click(within(row('ORD-1002')).getByRole('button', { name: 'View order ORD-1002' }));

    const dialog = await screen.findByRole('dialog', { name: /Order Details/ });
    expect(
      within(dialog).getByRole('heading', { name: /Order Details\s*#ORD-1002/ }),
    ).toBeInTheDocument();
    const section = (name: string) => within(within(dialog).getByRole('region', { name }));
    expect(section('Order Information').getByText('ORD-1002')).toBeInTheDocument();
    expect(section('Order Information').getByText('AIR-77002')).toBeInTheDocument();
    expect(
      section('Order Information').getByText('February 1, 2026 at 08:00 AM'),
    ).toBeInTheDocument();
    expect(section('Order Information').getByText('N/A')).toBeInTheDocument(); // no updatedAt
    expect(section('User Information').getByText('Diya Kapoor')).toBeInTheDocument();
    expect(section('User Information').getByText('diya@example.in')).toBeInTheDocument();
    expect(section('User Information').getByText('u2')).toBeInTheDocument();
    expect(section('Product Information').getByText('Device Protection Plus')).toBeInTheDocument();
    expect(section('Product Information').getByText('12 months')).toBeInTheDocument();
    expect(section('Product Information').getByText('₹2,999.50')).toBeInTheDocument();
    expect(section('Product Information').queryByText('Plan Type')).not.toBeInTheDocument();
    // No payment status: it falls back to the order's status, coloured as a payment status.
    expect(tone(section('Payment Information').getByText('pending'))).toBe('yellow');
    expect(section('Payment Information').queryByText('Transaction ID')).not.toBeInTheDocument();
    expect(section('Additional Details').getByText('356938035643809')).toBeInTheDocument();
    expect(section('Additional Details').getByText('SM-S928B')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /Order Details/ })).not.toBeInTheDocument(),
    );
  });

  it('leaves Additional Details out when the order has none, and shows plan type and payment details when present', async () => {
    serve(ORDERS);
    const { user } = await renderOrders();
    await screen.findByRole('gridcell', { name: 'ORD-1001' });
    await user.click(within(row('ORD-1001')).getByRole('button', { name: 'View order ORD-1001' }));
    const dialog = await screen.findByRole('dialog', { name: /Order Details/ });
    expect(
      within(dialog).queryByRole('region', { name: 'Additional Details' }),
    ).not.toBeInTheDocument();
    expect(within(dialog).getByText('data-only')).toBeInTheDocument();
    expect(within(dialog).getByText('TXN908172')).toBeInTheDocument();
    expect(within(dialog).getByText('UPI')).toBeInTheDocument();
    expect(tone(within(dialog).getByText('success'))).toBe('green');
    expect(within(dialog).getByText('March 6, 2026 at 09:30 AM')).toBeInTheDocument();
  });

  it('only logs a failed fetch', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(`${API}/admin/orders/all`, () => new HttpResponse(null, { status: 500 })));
    await renderOrders();
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith(
        'Error fetching data:',
        expect.objectContaining({ message: 'HTTP error! status: 500' }),
      ),
    );
    errors.mockRestore();
  });
});
