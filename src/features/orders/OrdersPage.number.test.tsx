/** An order's short number beside its id: in the grid, on a phone's card, and in the search. */
import { screen, waitFor, within } from '@testing-library/react';
import { withServerLists } from '@/testing/listsMode';
import { atPhoneWidth } from '@/testing/phoneWidth';
import { servePagedOrders } from '@/testing/pagedOrdersBackend';
import { dataRows, ORDERS, renderOrders, serve } from '@/testing/ordersTestKit';

/** Types `text` in the search and waits until the list shows one order. */
async function searchFinds(user: Awaited<ReturnType<typeof renderOrders>>['user'], text: string) {
  await user.click(screen.getByRole('searchbox', { name: 'Search orders' }));
  await user.paste(text);
  await waitFor(() => expect(dataRows()).toHaveLength(1));
}

describe.each([
  ['in the browser (the whole list)', () => serve({ orders: ORDERS })],
  ['by the server', () => servePagedOrders()],
])("Order Management's order numbers, paged %s", (mode, backend) => {
  if (mode === 'by the server') withServerLists();

  it('shows the number beneath the id, just the id where the order has none', async () => {
    backend();
    await renderOrders();
    const cell = await screen.findByRole('gridcell', { name: 'ORD-1001 No. AIR-77001' });
    expect(within(cell).getByText('ORD-1001')).toBeInTheDocument();
    expect(within(cell).getByText('No. AIR-77001')).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: 'ORD-1003' })).toBeInTheDocument();
  });

  it('finds an order by its number, or a part of it', async () => {
    backend();
    const { user } = await renderOrders();
    await screen.findByRole('gridcell', { name: 'ORD-1001 No. AIR-77001' });
    await searchFinds(user, '77002');
    expect(screen.getByRole('gridcell', { name: 'ORD-1002 No. AIR-77002' })).toBeInTheDocument();
  });
});

describe("Order Management's cards on a phone", () => {
  atPhoneWidth();

  it('are titled by the id and the number, and name the buyer and the product, not the e-mail', async () => {
    serve({ orders: ORDERS });
    await renderOrders();
    const cards = await screen.findByRole('list', { name: 'Orders' });
    const card = within(cards).getByText('ORD-1001 · No. AIR-77001').closest('li');
    const first = within(card ?? document.body);
    await waitFor(() => expect(first.getByText('User: Aarav Mehta')).toBeInTheDocument());
    expect(first.getByText('Product: Airalo Europe eSIM')).toBeInTheDocument();
    expect(first.queryByText(/aarav@example\.in/)).toBeNull();
    // An order without a number is titled by its id alone.
    expect(within(cards).getByText('ORD-1003')).toBeInTheDocument();
  });
});
