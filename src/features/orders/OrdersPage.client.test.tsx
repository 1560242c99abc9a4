import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '@/testing/handlers';
import { server } from '@/testing/server';
import {
  dataRows,
  orderIdCells,
  renderOrders,
  serve,
  showSerialColumn,
  USERS,
} from '@/testing/ordersTestKit';

/** 60 orders, the newest first as the whole list gives them: amounts 1 to 60, every third pending. */
const MANY = Array.from({ length: 60 }, (_, index) => ({
  id: `ORD-${2001 + index}`,
  userId: index % 2 ? 'u1' : 'u2',
  product_name: 'Airalo Europe eSIM',
  coverage: 'Europe 1 GB / 7 days',
  amount: ((index * 7) % 60) + 1,
  status: index % 3 ? 'completed' : 'pending',
  createdAt: new Date(Date.UTC(2026, 10, 25) - index * 86_400_000).toISOString(),
}));

const byAmount = (a: (typeof MANY)[number], b: (typeof MANY)[number]) => a.amount - b.amount;
const footer = () => screen.getByText(/^\d+–\d+ of /);

describe('Order Management with the whole list, paged in the browser', () => {
  it('pages, sorts and filters in the browser as the server would, all of it in the URL', async () => {
    serve({ orders: MANY });
    const { user, router } = await renderOrders();
    await screen.findByRole('gridcell', { name: 'ORD-2001' });
    await showSerialColumn(user);
    expect(footer()).toHaveTextContent('1–50 of 60');
    expect(orderIdCells()[0]).toBe('ORD-2001');

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(orderIdCells()[0]).toBe('ORD-2051'));
    expect(router.state.location.search).toBe('?page=2');
    expect(within(dataRows()[0]).getByRole('gridcell', { name: '51' })).toBeInTheDocument();

    // A sort goes back to page 1.
    await user.click(screen.getByRole('columnheader', { name: 'Amount' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=amount&order=asc'));
    const ascending = [...MANY].sort(byAmount).map((order) => order.id);
    await waitFor(() => expect(orderIdCells().slice(0, 3)).toEqual(ascending.slice(0, 3)));
    await user.click(screen.getByRole('columnheader', { name: /Amount/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=amount'));
    await waitFor(() => expect(orderIdCells()[0]).toBe(ascending.at(-1)));

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'pending' }));
    await waitFor(() => expect(footer()).toHaveTextContent('1–20 of 20'));
    expect(router.state.location.search).toBe('?sort=amount&status=pending');
  });

  it('shows the rows a shared link names: its page, sort, filter and search', async () => {
    serve({ orders: MANY });
    await renderOrders(
      '/order-management?sort=amount&order=asc&status=completed&q=ord-20&pageSize=25&page=2',
    );
    const expected = MANY.filter((order) => order.status === 'completed')
      .sort(byAmount)
      .map((order) => order.id)
      .slice(25, 50);
    expect(expected).toHaveLength(15);
    await waitFor(() => expect(orderIdCells()).toEqual(expected));
    expect(footer()).toHaveTextContent('26–40 of 40');
    expect(screen.getByPlaceholderText('Search orders...')).toHaveValue('ord-20');
  });

  it('narrows to the days a dashboard link names, and forgets them when the chip is deleted', async () => {
    serve({ orders: MANY });
    const { user, router } = await renderOrders('/order-management?from=2026-11-20&to=2026-11-22');
    await waitFor(() => expect(orderIdCells()).toEqual(['ORD-2004', 'ORD-2005', 'ORD-2006']));
    const chip = screen.getByRole('button', { name: 'Created Nov 20, 2026 – Nov 22, 2026' });
    act(() => chip.focus());
    await user.keyboard('{Backspace}');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(footer()).toHaveTextContent('1–50 of 60'));
  });

  it('asks for the whole lists once, whatever is searched, sorted or paged', async () => {
    const calls: string[] = [];
    server.use(
      http.get(`${API}/admin/orders/all`, ({ request }) => {
        calls.push(new URL(request.url).pathname);
        return HttpResponse.json({ orders: MANY });
      }),
      http.get(`${API}/admin/all-users`, ({ request }) => {
        calls.push(new URL(request.url).pathname);
        return HttpResponse.json({ users: USERS });
      }),
    );
    const { user } = await renderOrders();
    await screen.findByRole('gridcell', { name: 'ORD-2001' });
    await user.type(screen.getByPlaceholderText('Search orders...'), '205');
    await waitFor(() => expect(footer()).toHaveTextContent('1–10 of 10'));
    await user.click(screen.getByRole('columnheader', { name: 'Order ID' }));
    await waitFor(() => expect(orderIdCells()[0]).toBe('ORD-2050'));
    expect(calls.sort()).toEqual(['/admin/all-users', '/admin/orders/all']);
  });
});
