import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '@/testing/handlers';
import { withServerLists } from '@/testing/listsMode';
import { server } from '@/testing/server';
import {
  combobox,
  findCombobox,
  optionNames,
  renderOnProducts,
  servePagedShop,
} from '@/testing/paletteTestKit';

async function openPalette() {
  const view = await renderOnProducts();
  await view.user.keyboard('{Control>}k{/Control}');
  await findCombobox();
  return view;
}

describe('Command palette, with a server that pages its lists', () => {
  withServerLists();

  it('finds an order by its id and opens its details with Enter', async () => {
    const requests = servePagedShop();
    const { user, router } = await openPalette();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Type 2 or more characters to find an order by its id or number, or a user by email or name.',
    );
    await user.type(await findCombobox(), 'ord-5001');
    expect(screen.getByRole('status')).toHaveTextContent('Searching orders and users…');
    const orders = await screen.findByRole('group', { name: 'Orders' });
    const option = within(orders).getByRole('option', { name: /ORD-5001/ });
    expect(option).toHaveTextContent('No. 1049913 · Japan eSIM · Meera Nair');
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Up and Down choose, Enter opens, Escape closes.',
    );
    // One request per list for the whole text, once the typing paused.
    expect(requests.filter(({ params }) => params.q !== 'ord-5001')).toEqual([]);
    expect(requests.map(({ path, params }) => [path, params.pageSize])).toEqual([
      ['/admin/orders', '5'],
      ['/admin/users', '5'],
    ]);

    await user.keyboard('{Enter}');
    const details = await screen.findByRole('dialog', { name: /Order Details/ });
    expect(details).toHaveTextContent('#ORD-5001');
    expect(router.state.location.pathname).toBe('/order-management');
    expect(router.state.location.search).toBe('?view=ORD-5001');
  });

  it("finds a user by name and opens User Management with the user's card", async () => {
    servePagedShop();
    const { user, router } = await openPalette();
    await user.type(await findCombobox(), 'meera');
    // The user's orders match the name too; screens do not. A pause in the typing on a busy
    // machine can show the matches of 'me' first: wait for the whole word's.
    await waitFor(() => expect(optionNames()).toEqual(['ORD-5001', 'Meera Nair']));
    const users = screen.getByRole('group', { name: 'Users' });
    await user.click(within(users).getByRole('option', { name: /Meera Nair/ }));

    const card = await screen.findByRole('region', { name: 'Selected user' });
    expect(within(card).getByText('meera@shop.in')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user-management');
    expect(new URLSearchParams(router.state.location.search).get('selected')).toBe('u9');
    expect(screen.getByPlaceholderText('Search user...')).toHaveValue('meera@shop.in');
  });

  it("puts the user before their orders for the user's whole email", async () => {
    servePagedShop();
    const { user } = await openPalette();
    await user.type(await findCombobox(), 'Meera@shop.in');
    await waitFor(() => expect(optionNames()).toEqual(['Meera Nair', 'ORD-5001']));
    // Each group's heading is its first child.
    const headings = screen.getAllByRole('group').map((group) => group.firstChild?.textContent);
    expect(headings).toEqual(['Users', 'Orders']);
    const users = screen.getByRole('group', { name: 'Users' });
    expect(within(users).getByRole('option', { name: /Meera Nair/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // Part of an email is not the user's own: the orders come first.
    await user.clear(combobox());
    await user.type(combobox(), 'meera@shop');
    await waitFor(() => expect(optionNames()).toEqual(['ORD-5001', 'Meera Nair']));
  });

  it('says when nothing matches', async () => {
    servePagedShop();
    const { user } = await openPalette();
    await user.type(await findCombobox(), 'no such thing');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No matches'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('shows a failed search in the palette and keeps the screens it found', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(`${API}/admin/orders`, () =>
        HttpResponse.json({ success: false, message: 'Search is down.' }, { status: 503 }),
      ),
      http.get(`${API}/admin/users`, () =>
        HttpResponse.json({ success: false, message: 'Search is down.' }, { status: 503 }),
      ),
    );
    const { user } = await openPalette();
    await user.type(await findCombobox(), 'banner');
    expect(
      await screen.findByText('The search for orders and users failed: Search is down.'),
    ).toBeInTheDocument();
    expect(optionNames()).toEqual(['Banner Management']);
    errors.mockRestore();
  });
});
