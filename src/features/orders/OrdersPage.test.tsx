import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { API } from '@/testing/handlers';
import { server } from '@/testing/server';
import {
  USERS,
  ORDERS,
  serve,
  renderOrders,
  dataRows,
  row,
  showSerialColumn,
  tone,
} from '@/testing/ordersTestKit';

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
    expect(
      await screen.findByRole('gridcell', { name: 'ORD-1001 No. AIR-77001' }),
    ).toBeInTheDocument();
    // Sr No. waits in the column menu, so that the others fit a laptop beside the sidebar.
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
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

  it('offers Sr No. in the column menu, and numbers the rows once shown', async () => {
    serve({ success: true, orders: ORDERS });
    const { user } = await renderOrders();
    await screen.findByRole('gridcell', { name: 'ORD-1001 No. AIR-77001' });
    await showSerialColumn(user);
    expect(within(row('ORD-1001')).getByRole('gridcell', { name: '1' })).toBeInTheDocument();

    // Numbered in the order shown, a search's rows too.
    await user.click(screen.getByPlaceholderText('Search orders...'));
    await user.paste('diya');
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    expect(within(row('ORD-1002')).getByRole('gridcell', { name: '1' })).toBeInTheDocument();
    expect(within(row('ORD-1006')).getByRole('gridcell', { name: '2' })).toBeInTheDocument();
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
    await screen.findByRole('gridcell', { name: 'ORD-1001 No. AIR-77001' });
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
  });

  it("says 'No matching orders found' when the search matches nothing, 'No orders found' when there are none", async () => {
    serve(ORDERS);
    const { user } = await renderOrders('/order-management?q=zzz');
    expect(await screen.findByText('No matching orders found')).toBeInTheDocument();
    await user.clear(screen.getByPlaceholderText('Search orders...'));
    expect(
      await screen.findByRole('gridcell', { name: 'ORD-1001 No. AIR-77001' }),
    ).toBeInTheDocument();

    serve({ success: true, orders: [] });
    await renderOrders();
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
  });
});
