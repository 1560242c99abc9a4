import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '@/testing/handlers';
import { MANAGEMENT_SCREENS } from '@/testing/screenNames';
import { server } from '@/testing/server';
import { combobox, findCombobox, optionNames, renderOnProducts } from '@/testing/paletteTestKit';

const ALL_SCREENS = ['Admin Dashboard', ...MANAGEMENT_SCREENS, 'Activity'];

describe('Command palette', () => {
  it('opens with Ctrl+K on every screen and filters the screens by what is typed', async () => {
    const { user } = await renderOnProducts();
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    expect(combobox()).toHaveFocus();
    const listbox = within(dialog).getByRole('listbox', { name: 'Screens, orders and users' });
    expect(within(listbox).getByRole('group', { name: 'Screens' })).toBeInTheDocument();
    expect(optionNames()).toEqual(ALL_SCREENS);
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');

    await user.type(combobox(), 'ORDER');
    expect(optionNames()).toEqual(['Order Management']);
    await user.clear(combobox());
    await user.type(combobox(), 'dashb');
    expect(optionNames()).toEqual(['Admin Dashboard']);
    await user.type(combobox(), 'zz');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).getByRole('status')).toHaveTextContent('No matches');
  });

  it('moves with the arrow keys, wrapping around, and opens the highlighted screen with Enter', async () => {
    const { user, router } = await renderOnProducts();
    const trigger = screen.getByRole('button', { name: 'Search (Ctrl+K)' });
    await user.click(trigger);
    await user.type(await findCombobox(), 'management');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.firstChild?.textContent)[1]).toBe('Order Management');

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    expect(combobox()).toHaveAttribute('aria-activedescendant', options[1].id);
    expect(combobox()).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(options.at(-1)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order Management' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/order-management');
    expect(screen.queryByRole('dialog', { name: 'Command palette' })).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes with Escape and gives focus to the search button', async () => {
    const { user, router } = await renderOnProducts();
    await user.keyboard('{Meta>}k{/Meta}');
    await user.type(await findCombobox(), 'blog');
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Command palette' })).not.toBeInTheDocument(),
    );
    expect(router.state.location.pathname).toBe('/product-management');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Search (Ctrl+K)' })).toHaveFocus(),
    );

    // It opens empty again.
    await user.keyboard('{Control>}k{/Control}');
    expect(await findCombobox()).toHaveValue('');
  });

  it('opens empty and focused when Ctrl+K follows an Escape before the closing has played out', async () => {
    const { user } = await renderOnProducts();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await findCombobox(), 'blog');
    // Both in one go, as fast fingers do: the closing's end is still to come.
    act(() => {
      fireEvent.keyDown(combobox(), { key: 'Escape' });
      fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    });
    await waitFor(() => expect(combobox()).toHaveFocus());
    expect(combobox()).toHaveValue('');
    expect(optionNames()).toEqual(ALL_SCREENS);
  });

  it('offers only screens, and says why, for a backend with only the whole lists', async () => {
    const paged: string[] = [];
    server.use(
      http.get(`${API}/admin/orders`, ({ request }) => {
        paged.push(request.url);
        return HttpResponse.json({}, { status: 500 });
      }),
      http.get(`${API}/admin/users`, ({ request }) => {
        paged.push(request.url);
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const { user } = await renderOnProducts();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await findCombobox(), 'user');
    expect(optionNames()).toEqual(['User Management']);
    expect(screen.queryByRole('group', { name: 'Orders' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Orders and users are searched on their own screens: this backend has no paged search.',
    );
    // Longer than the debounce (whose update runs inside act): nothing was asked.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(paged).toEqual([]);
  });
});
