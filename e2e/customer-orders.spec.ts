/**
 * Customer ↔ orders (docs/decisions.md#customer-and-orders) against the reference server: the
 * selected user's orders on User Management, View orders to Order Management filtered to them,
 * and back through an order's buyer; with the paged lists, and with the whole lists counted in
 * the browser.
 */
import { isPaidOrder } from '../contract/orderRules';
import { ORDERS, OrdersPage } from './pages/OrdersPage';
import { UsersPage } from './pages/UsersPage';
import { expect, test } from './support/fixtures';
import { withWholeLists } from './support/screensMode';
import { signIn } from './support/session';
import {
  displayName,
  loadOrders,
  loadUsers,
  type ApiOrder,
  type ApiUser,
} from './support/shopData';

type PricedOrder = ApiOrder & { amount?: number | string; payment_status?: string };

const rupees = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const newestFirst = (a: ApiOrder, b: ApiOrder) =>
  Date.parse(b.createdAt ?? '') - Date.parse(a.createdAt ?? '') || (a.id < b.id ? 1 : -1);

/** A user with several orders, some paid, and what their card should say. */
function aCustomer(users: ApiUser[], orders: PricedOrder[]) {
  const ofUser = (id: string) =>
    orders.filter((order) => String(order.customer_id ?? order.userId) === id);
  const user = users.find((candidate) => ofUser(candidate.id).length >= 3)!;
  const bought = ofUser(user.id).sort(newestFirst);
  // The one rule of paid (docs/api.md#paid-orders), as the server and the web app apply it.
  const paid = bought.filter(isPaidOrder);
  const spent = paid.reduce((sum, order) => sum + Number(order.amount), 0);
  return { user, bought, spent: `₹${rupees.format(spent)}` };
}

for (const lists of ['server', 'client'] as const) {
  test(`customer → their orders → the buyer, with the lists paged by the ${lists}`, async ({
    page,
    request,
    axe,
  }) => {
    const [users, orders] = await Promise.all([loadUsers(request), loadOrders(request)]);
    const { user, bought, spent } = aCustomer(users, orders as PricedOrder[]);
    const name = displayName(user);
    if (lists === 'client') await withWholeLists(page);
    await signIn(page);

    const usersScreen = new UsersPage(page);
    await usersScreen.goto(`/user-management?q=${encodeURIComponent(user.email!)}`);
    await usersScreen.table.row(user.email!).click();
    await expect(usersScreen.figures(bought.length, spent)).toBeVisible();
    await expect(usersScreen.lastOrders).toHaveCount(Math.min(bought.length, 5));
    await expect(usersScreen.lastOrders.first()).toContainText(bought[0]!.id);
    await axe(`User Management, a customer's orders (${lists})`);

    await usersScreen.viewOrders.click();
    await expect(page).toHaveURL(new RegExp(`${ORDERS.path}\\?userId=${user.id}$`));
    const ordersScreen = new OrdersPage(page);
    await expect(ordersScreen.customerChip(name)).toBeVisible();
    await ordersScreen.table.expectTotal(bought.length);

    const details = await ordersScreen.openDetails(bought.at(-1)!.id);
    await details.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/user-management\\?.*selected=${user.id}`));
    await expect(usersScreen.card).toContainText(name);
    await expect(usersScreen.figures(bought.length, spent)).toBeVisible();

    // Back on the customer's orders, the chip takes the filter away.
    await page.goBack();
    await page.goBack();
    await expect(ordersScreen.customerChip(name)).toBeVisible();
    await ordersScreen.customerChip(name).press('Delete');
    await expect(page).toHaveURL(new RegExp(`${ORDERS.path}$`));
    await ordersScreen.table.expectTotal(orders.length);
  });
}
