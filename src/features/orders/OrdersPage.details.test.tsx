import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '@/testing/handlers';
import { server } from '@/testing/server';
import { ORDERS, serve, renderOrders, row, tone } from '@/testing/ordersTestKit';
import { expectTextsIn } from '@/testing/ui';

describe('Order Management: details and failures', () => {
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
    await screen.findByRole('gridcell', { name: 'ORD-1001 No. AIR-77001' });
    await user.click(within(row('ORD-1001')).getByRole('button', { name: 'View order ORD-1001' }));
    const dialog = await screen.findByRole('dialog', { name: /Order Details/ });
    expect(
      within(dialog).queryByRole('region', { name: 'Additional Details' }),
    ).not.toBeInTheDocument();
    expectTextsIn(dialog, ['data-only', 'TXN908172', 'UPI']);
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
