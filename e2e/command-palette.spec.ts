/**
 * The command palette (README: Command palette) against the reference server, by keyboard: an
 * order found by its id opens its details, a user found by their email comes first and opens
 * their card, and the open palette passes the accessibility scan in light and dark colours.
 */
import { CommandPalette } from './pages/CommandPalette';
import { ORDERS } from './pages/OrdersPage';
import { expect, test } from './support/fixtures';
import { signIn } from './support/session';
import { displayName, loadOrders, loadUsers } from './support/shopData';

test.describe('Command palette', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('Ctrl+K, an order id and Enter open the order details', async ({ page, request }) => {
    const order = (await loadOrders(request))[3]!;
    const palette = new CommandPalette(page);
    await palette.open();
    await palette.search(order.id);
    const option = palette.option('Orders', new RegExp(order.id));
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');

    const details = page.getByRole('dialog', { name: new RegExp(`^${ORDERS.detailsTitle}`) });
    await expect(details).toBeVisible();
    await expect(details.getByRole('heading', { level: 2 })).toContainText(order.id);
    await expect(page).toHaveURL(new RegExp(`/order-management\\?view=${order.id}$`));
    await expect(palette.dialog).toBeHidden();
  });

  test("an order's short number finds it, named beside its id", async ({ page, request }) => {
    const order = (await loadOrders(request)).find((candidate) => candidate.airlo_order_id)!;
    const palette = new CommandPalette(page);
    await palette.open();
    await palette.search(order.airlo_order_id!);
    const option = palette.option('Orders', new RegExp(order.id));
    await expect(option).toContainText(`No. ${order.airlo_order_id}`);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/order-management\\?view=${order.id}$`));
  });

  test("a user's whole email puts the user first: Enter shows the user's card", async ({
    page,
    request,
  }) => {
    const users = await loadUsers(request);
    // An email that is no part of another's, so the user is the one user found.
    const user = users.find(
      (candidate) =>
        candidate.email &&
        users.every((other) => other === candidate || !other.email?.includes(candidate.email!)),
    )!;
    const palette = new CommandPalette(page);
    await palette.open();
    await palette.search(user.email!);
    const option = palette.option('Users', new RegExp(displayName(user)));
    // The user, then their orders: the first choice, highlighted.
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(palette.options.first()).toHaveText(new RegExp(displayName(user)));
    await page.keyboard.press('Enter');

    const card = page.getByRole('region', { name: 'Selected user' });
    await expect(card).toContainText(displayName(user));
    await expect(card).toContainText(user.email!);
    await expect(page).toHaveURL(/\/user-management\?/);
    // Closing gives focus back to the top bar's search button.
    await expect(palette.trigger).toBeFocused();
  });

  test('the open palette passes the accessibility scan in light and dark colours', async ({
    page,
    axe,
  }) => {
    const palette = new CommandPalette(page);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${scheme}\\b`));
      await palette.open();
      // Screens, orders and users at once.
      await palette.search('an');
      await expect(palette.dialog.getByRole('group')).toHaveCount(3);
      await page.keyboard.press('ArrowDown');
      await axe(`Command palette (${scheme})`);
      await page.keyboard.press('Escape');
      await expect(palette.dialog).toBeHidden();
    }
  });
});
