import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '@/testing/handlers';
import { withServerLists } from '@/testing/listsMode';
import { server } from '@/testing/server';
import { servePagedOrders } from '@/testing/pagedOrdersBackend';
import { orderIdCells, renderOrders, row } from '@/testing/ordersTestKit';

/** Waits until the grid shows these orders, in this order. */
const showsOrders = (...ids: string[]) => waitFor(() => expect(orderIdCells()).toEqual(ids));
const last = (requests: URLSearchParams[]) => Object.fromEntries(requests.at(-1) ?? []);

describe('Order Management, paged by the server', () => {
  withServerLists();
  beforeEach(() => {
    // Whole lists must not be asked for in this mode.
    server.use(
      http.get(`${API}/admin/orders/all`, () => HttpResponse.json({}, { status: 500 })),
      http.get(`${API}/admin/all-users`, () => HttpResponse.json({}, { status: 500 })),
    );
  });

  it('asks for the first 50 newest first and shows the buyer the server joined, or N/A', async () => {
    const backend = servePagedOrders();
    await renderOrders();
    await screen.findByRole('gridcell', { name: 'ORD-1001 No. AIR-77001' });
    expect(backend.requests).toHaveLength(1);
    expect(last(backend.requests)).toEqual({
      page: '1',
      pageSize: '50',
      sort: 'createdAt',
      order: 'desc',
    });
    expect(orderIdCells()).toEqual([
      'ORD-1001',
      'ORD-1002',
      'ORD-1006',
      'ORD-1005',
      'ORD-1004',
      'ORD-1003',
    ]);
    expect(within(row('ORD-1002')).getByText('Diya Kapoor')).toBeInTheDocument();
    expect(within(row('ORD-1003')).getAllByText('N/A')).toHaveLength(2);
    expect(screen.getByText('1–6 of 6')).toBeInTheDocument();
  });

  it('sends the search, keeps it in the URL, and says when nothing matches', async () => {
    const backend = servePagedOrders();
    const { user, router } = await renderOrders();
    await screen.findByRole('gridcell', { name: 'ORD-1001 No. AIR-77001' });
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'diya');
    // The search sent last is the whole word. On a busy machine a pause in the typing can send
    // 'diy' first, whose rows are the same: so wait for the word's request, then its rows. (How
    // often the search is sent while typing is the debounce's, tested with the hook.)
    await waitFor(() => expect(backend.requests.at(-1)?.get('q')).toBe('diya'));
    await showsOrders('ORD-1002', 'ORD-1006');
    // The request is made from the URL: the word's rows are the URL's.
    expect(router.state.location.search).toBe('?q=diya');

    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'zz');
    expect(await screen.findByText('No matching orders found')).toBeInTheDocument();
  });

  it('sorts on the server when a header is clicked, and keeps the sort in the URL', async () => {
    const backend = servePagedOrders();
    const { user, router } = await renderOrders();
    await screen.findByRole('gridcell', { name: 'ORD-1001 No. AIR-77001' });
    await user.click(screen.getByRole('columnheader', { name: 'Amount' }));
    await waitFor(() =>
      expect(last(backend.requests)).toMatchObject({ sort: 'amount', order: 'asc' }),
    );
    // ORD-1003 has no amount: last going up, as the server puts a missing value.
    await showsOrders('ORD-1006', 'ORD-1004', 'ORD-1001', 'ORD-1002', 'ORD-1005', 'ORD-1003');
    expect(router.state.location.search).toBe('?sort=amount&order=asc');
  });

  it('starts from the URL: a reload or a shared link asks for the same rows', async () => {
    const backend = servePagedOrders();
    await renderOrders(
      '/order-management?q=kapoor&page=2&pageSize=25&sort=amount&order=asc&status=pending',
    );
    await waitFor(() => expect(backend.requests).toHaveLength(1));
    expect(last(backend.requests)).toEqual({
      page: '2',
      pageSize: '25',
      q: 'kapoor',
      sort: 'amount',
      order: 'asc',
      status: 'pending',
    });
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('kapoor');
  });

  it('keeps the last page on screen while the next loads', async () => {
    const backend = servePagedOrders({ hold: true });
    const { user, router } = await renderOrders('/order-management?pageSize=25');
    backend.release();
    await screen.findByRole('gridcell', { name: 'ORD-1001 No. AIR-77001' });
    await user.click(screen.getByRole('columnheader', { name: 'Order ID' }));
    await waitFor(() => expect(last(backend.requests)).toMatchObject({ sort: 'orderId' }));
    // Still the first answer's rows, with no skeleton, until the sorted page arrives.
    expect(screen.getByRole('gridcell', { name: 'ORD-1001 No. AIR-77001' })).toBeInTheDocument();
    expect(screen.queryByTestId('skeleton-row')).not.toBeInTheDocument();
    backend.release();
    await showsOrders('ORD-1001', 'ORD-1002', 'ORD-1003', 'ORD-1004', 'ORD-1005', 'ORD-1006');
    expect(router.state.location.search).toBe('?pageSize=25&sort=orderId&order=asc');
  });

  it('turns to the next page and stays there, with the sort kept', async () => {
    const backend = servePagedOrders({ inexactTotal: 1_000 });
    const { user, router } = await renderOrders(
      '/order-management?pageSize=25&sort=amount&order=asc',
    );
    await screen.findByRole('gridcell', { name: 'ORD-1001 No. AIR-77001' });
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(screen.getByText('26–50 of more than 1,000')).toBeInTheDocument());
    // Once the page has arrived, nothing sends the admin back to the first one (the grid's own
    // updates in that time run inside act, as the user's do).
    await act(() => new Promise((settle) => setTimeout(settle, 100)));
    expect(router.state.location.search).toBe('?pageSize=25&sort=amount&order=asc&page=2');
    expect(backend.requests.map((params) => params.get('page'))).toEqual(['1', '2']);
    expect(last(backend.requests)).toMatchObject({ sort: 'amount', order: 'asc' });
  });

  it('says "more than" when the server counted a search only up to its limit', async () => {
    servePagedOrders({ inexactTotal: 1_000 });
    await renderOrders('/order-management?q=e');
    expect(await screen.findByText(/of more than 1,?000/)).toBeInTheDocument();
  });

  it('opens the details named in the URL, asking the server for an order not on the page', async () => {
    servePagedOrders();
    server.use(
      http.get(`${API}/admin/orders/ORD-7777`, () =>
        HttpResponse.json({
          success: true,
          order: {
            id: 'ORD-7777',
            airlo_order_id: 'AIR-7777',
            userId: 'u9',
            userName: 'Meera Nair',
            userEmail: 'meera@shop.in',
            product_name: 'Bali eSIM',
            coverage: 'Indonesia 5 GB',
            amount: 799,
            status: 'completed',
            createdAt: '2026-03-01T10:00:00.000Z',
          },
        }),
      ),
    );
    const { user, router } = await renderOrders('/order-management?view=ORD-7777');
    const dialog = await screen.findByRole('dialog', { name: /Order Details/ });
    expect(within(dialog).getByText('Meera Nair')).toBeInTheDocument();
    expect(within(dialog).getByText('Bali eSIM')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');

    // View puts the order in the URL; the details come from the page, with no request.
    await user.click(screen.getByRole('button', { name: 'View order ORD-1002' }));
    expect(await screen.findByRole('dialog', { name: /Order Details/ })).toHaveTextContent(
      'Diya Kapoor',
    );
    expect(router.state.location.search).toBe('?view=ORD-1002');
  });
});
