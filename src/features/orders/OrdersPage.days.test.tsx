import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '@/testing/handlers';
import { withServerLists } from '@/testing/listsMode';
import { serveProfile, serverProfile } from '@/testing/screensMode';
import { server } from '@/testing/server';
import { servePagedOrders } from '@/testing/pagedOrdersBackend';
import { renderOrders } from '@/testing/ordersTestKit';

describe('Order Management narrowed to creation days (From and To, the dashboard links)', () => {
  withServerLists();

  it('narrows to the days chosen in From and To, in the URL, the request and a chip', async () => {
    const backend = servePagedOrders();
    const { router } = await renderOrders('/order-management');
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    // The browser's date picker types a whole day at once.
    fireEvent.change(from, { target: { value: '2026-11-03' } });
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-11-03'));
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-05' } });
    await waitFor(() =>
      expect(router.state.location.search).toBe('?from=2026-11-03&to=2026-11-05'),
    );
    await waitFor(() =>
      expect(Object.fromEntries(backend.requests.at(-1) ?? [])).toMatchObject({
        from: '2026-11-03',
        to: '2026-11-05',
      }),
    );
    expect(
      await screen.findByRole('button', { name: 'Created Nov 3, 2026 – Nov 5, 2026' }),
    ).toBeInTheDocument();
    // Neither end may pass the other.
    expect(screen.getByLabelText('From')).toHaveAttribute('max', '2026-11-05');
    expect(to).toHaveAttribute('min', '2026-11-03');
  });

  it('sends the days with the status, names them in a chip, and forgets them when it is deleted', async () => {
    const backend = servePagedOrders();
    const { user, router } = await renderOrders(
      '/order-management?status=pending&from=2026-10-27&to=2026-11-25',
    );
    await waitFor(() => expect(backend.requests.length).toBeGreaterThan(0));
    expect(Object.fromEntries(backend.requests.at(-1) ?? [])).toMatchObject({
      status: 'pending',
      from: '2026-10-27',
      to: '2026-11-25',
    });
    const chip = await screen.findByRole('button', { name: 'Created Oct 27, 2026 – Nov 25, 2026' });
    act(() => chip.focus());
    await user.keyboard('{Backspace}');
    await waitFor(() => expect(router.state.location.search).toBe('?status=pending'));
    await waitFor(() => expect(backend.requests.at(-1)?.has('from')).toBe(false));
    expect(screen.queryByRole('button', { name: /^Created / })).not.toBeInTheDocument();
  });

  it('names a single day, and ignores a day that is no date', async () => {
    const backend = servePagedOrders();
    await renderOrders('/order-management?from=2026-11-25&to=2026-11-25');
    expect(
      await screen.findByRole('button', { name: 'Created on Nov 25, 2026' }),
    ).toBeInTheDocument();
    backend.requests.length = 0;
    await renderOrders('/order-management?from=yesterday');
    await waitFor(() => expect(backend.requests.length).toBeGreaterThan(0));
    expect(backend.requests.at(-1)?.has('from')).toBe(false);
  });
});

describe("Order Management's dates, in the zone its days are counted in", () => {
  withServerLists();

  it("shows an order of the shop's day on that day, in the list and its details, whatever the browser's zone", async () => {
    // 01:30 on Nov 25 in Asia/Kolkata, the shop's zone; still Nov 24 in UTC, the browser's.
    const order = {
      id: 'ORD-4001',
      userId: 'u1',
      userName: 'Arjun Mehta',
      amount: 10,
      status: 'pending',
      createdAt: '2026-11-24T20:00:00.000Z',
      updatedAt: '2026-11-24T20:00:00.000Z',
    };
    serveProfile(serverProfile('Super Admin'));
    server.use(
      http.get(`${API}/admin/orders`, () =>
        HttpResponse.json({
          success: true,
          message: 'Orders fetched successfully.',
          orders: [order],
          pagination: { page: 1, pageSize: 50, total: 1, totalPages: 1, totalExact: true },
        }),
      ),
      http.get(`${API}/admin/orders/ORD-4001`, () =>
        HttpResponse.json({ success: true, message: 'Order fetched.', order }),
      ),
    );
    const { user } = await renderOrders('/order-management?from=2026-11-25&to=2026-11-25');
    await screen.findByRole('button', { name: 'Created on Nov 25, 2026' });
    expect(await screen.findByRole('gridcell', { name: 'Nov 25, 2026' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'View order ORD-4001' }));
    const details = await screen.findByRole('dialog');
    expect(within(details).getAllByText('November 25, 2026 at 01:30 AM')).toHaveLength(2);
  });
});
