/** The filters Order Management has on: chosen by name (Status), shown as a chip for each. */
import { act, screen, waitFor, within } from '@testing-library/react';
import { dataRows, orderIdCells, ORDERS, renderOrders, serve } from '@/testing/ordersTestKit';
import { atPhoneWidth } from '@/testing/phoneWidth';
import { urlParams } from '@/testing/screenKit';

const chips = () => screen.queryByRole('group', { name: 'Filters on' });
const statusChoice = () => screen.getByRole('combobox', { name: 'Status' });

describe('Order Management, the filters on', () => {
  it('offers the orders without a status as Unknown in the Status choice, shows it as a chip, and deleting it shows every order', async () => {
    serve({ orders: ORDERS });
    const { user, router } = await renderOrders();
    await screen.findByRole('gridcell', { name: 'ORD-1001 No. AIR-77001' });
    expect(chips()).toBeNull();
    // The filter a person meets is the choice named Status, not the grid's panel.
    expect(screen.queryByRole('button', { name: /^Filter/ })).toBeNull();
    expect(statusChoice()).toHaveTextContent('All');

    await user.click(statusChoice());
    const unknown = await screen.findByRole('option', { name: 'Unknown' });
    expect(unknown).toHaveAttribute('title', 'The shop sent no status for this order');
    await user.click(unknown);
    await waitFor(() => expect(orderIdCells()).toEqual(['ORD-1005']));
    expect(router.state.location.search).toBe('?status=missing');
    const [unknownRow] = dataRows();
    expect(
      within(unknownRow ?? document.body)
        .getByText('Unknown')
        .closest('[title]'),
    ).toHaveAttribute('title', 'The shop sent no status for this order');

    const chip = within(chips() ?? document.body).getByRole('button', {
      name: 'Status is Unknown',
    });
    expect(chip).toHaveAccessibleDescription('The shop sent no status for this order');
    expect(statusChoice()).toHaveTextContent('Unknown');

    act(() => chip.focus());
    await user.keyboard('{Backspace}');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(dataRows()).toHaveLength(ORDERS.length));
    expect(chips()).toBeNull();
    expect(statusChoice()).toHaveTextContent('All');
  });

  it("shows a link's status and days as two chips; each deleted takes only its own filter away", async () => {
    serve({ orders: ORDERS });
    const { user, router } = await renderOrders(
      '/order-management?status=pending&from=2026-01-01&to=2026-03-31',
    );
    await waitFor(() => expect(orderIdCells()).toEqual(['ORD-1002']));
    const group = await screen.findByRole('group', { name: 'Filters on' });
    const status = within(group).getByRole('button', { name: 'Status is pending' });
    within(group).getByRole('button', { name: 'Created Jan 1, 2026 – Mar 31, 2026' });
    expect(statusChoice()).toHaveTextContent('pending');
    expect(screen.getByLabelText('From')).toHaveValue('2026-01-01');

    act(() => status.focus());
    await user.keyboard('{Backspace}');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?from=2026-01-01&to=2026-03-31'),
    );
    await waitFor(() => expect(dataRows()).toHaveLength(ORDERS.length));
    expect(statusChoice()).toHaveTextContent('All');
  });

  it('follows the URL: Back to the list without the filter takes the chip away', async () => {
    serve({ orders: ORDERS });
    const { router } = await renderOrders('/order-management');
    await screen.findByRole('gridcell', { name: 'ORD-1001 No. AIR-77001' });
    await act(() => router.navigate('/order-management?status=failed'));
    await screen.findByRole('button', { name: 'Status is failed' });
    await waitFor(() => expect(orderIdCells()).toEqual(['ORD-1003']));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(chips()).toBeNull());
    await waitFor(() => expect(dataRows()).toHaveLength(ORDERS.length));
  });
});

describe('Order Management on a phone', () => {
  atPhoneWidth();

  it('keeps the search, the Status choice and the days behind the one Filters button, which counts the filters on', async () => {
    serve({ orders: ORDERS });
    const { user } = await renderOrders('/order-management?status=pending');
    const filters = await screen.findByRole('button', { name: 'Filters (1)' });
    expect(filters).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByPlaceholderText('Search orders...')).toBeNull();
    expect(screen.getByRole('button', { name: 'Status is pending' })).toBeInTheDocument();

    await user.click(filters);
    expect(filters).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByPlaceholderText('Search orders...')).toBeVisible();
    expect(statusChoice()).toHaveTextContent('pending');
    expect(screen.getByLabelText('From')).toBeVisible();
    // One Filters button, no look-alike Filter beside it.
    expect(screen.getAllByRole('button', { name: /^Filter/ })).toEqual([filters]);
  });

  it('sorts the cards by the Sort by choice, kept in the address as a header sort is', async () => {
    serve({ orders: ORDERS });
    const { user, router } = await renderOrders();
    const cards = await screen.findByRole('list', { name: 'Orders' });
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Amount, descending' }));
    // Going down is the address's default order, as after a header's second click.
    await waitFor(() => expect(urlParams(router)).toEqual({ sort: 'amount' }));
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent(
      'Amount, descending',
    );
    const amounts = within(cards)
      .getAllByText(/^₹/)
      .map((amount) => Number(amount.textContent?.replace(/[₹,]/g, '')));
    // The order without an amount (₹0) first: a missing value sorts as the largest.
    expect(amounts).toEqual([0, 3999, 2999.5, 1499, 499, 299]);
  });
});
