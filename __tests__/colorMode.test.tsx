import { screen, waitFor, within } from '@testing-library/react';
import { COLOR_MODE_STORAGE_KEY } from '@/lib/colorMode';
import { renderApp, signedIn } from '@/testing/renderApp';

const html = document.documentElement;

describe('the colour mode (README: Dark mode)', () => {
  it('follows the system until the admin chooses, then keeps the choice across a sign-out', async () => {
    const { user } = renderApp({ route: '/admin-dashboard', session: signedIn() });
    const button = await screen.findByRole('button', { name: 'Colour mode: System' });
    // The test system prefers light colours (jest/setup-client.ts answers no to dark).
    await waitFor(() => expect(html).toHaveClass('light'));

    await user.click(button);
    const menu = screen.getByRole('menu', { name: 'Colour mode' });
    const choices = within(menu).getAllByRole('menuitemradio');
    expect(choices.map((choice) => choice.textContent)).toEqual(['Light', 'Dark', 'System']);
    expect(within(menu).getByRole('menuitemradio', { name: 'System' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Dark' }));

    await waitFor(() => expect(html).toHaveClass('dark'));
    expect(html).not.toHaveClass('light');
    expect(screen.getByRole('button', { name: 'Colour mode: Dark' })).toBeInTheDocument();
    expect(window.localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');

    // A sign-out clears what the browser kept for the session, but not the admin's colours.
    window.localStorage.setItem('something-else', 'x');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(window.localStorage.getItem('something-else')).toBeNull();
    expect(window.localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');
    // The sign-in page keeps the admin's colours too.
    expect(html).toHaveClass('dark');
  });

  it('reads the choice back on the next visit, and goes back to the system when System is chosen', async () => {
    window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
    const { user } = renderApp({ route: '/admin-dashboard', session: signedIn() });
    await user.click(await screen.findByRole('button', { name: 'Colour mode: Dark' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'System' }));
    await waitFor(() => expect(html).toHaveClass('light'));
    expect(screen.getByRole('button', { name: 'Colour mode: System' })).toBeInTheDocument();
    expect(window.localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('system');
  });
});
