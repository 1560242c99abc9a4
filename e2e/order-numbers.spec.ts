/**
 * An order's short number beside its 20-character id, against the reference server: beneath the
 * id in Order Management's grid at 1280 × 800, found by the search (paged by the server and in
 * the browser), and in the title of the order's card on a phone, which names the product too.
 */
import type { Locator } from '@playwright/test';
import { OrdersPage } from './pages/OrdersPage';
import { expect, test } from './support/fixtures';
import { withWholeLists } from './support/screensMode';
import { signIn } from './support/session';
import { loadOrders, loadUsers, ordersMatching } from './support/shopData';

const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Whether a text does not show whole (clipped, or ended in an ellipsis). */
const isCut = (text: Locator) =>
  text.evaluate(
    (element) =>
      element.scrollHeight > element.clientHeight + 1 ||
      element.scrollWidth > element.clientWidth + 1,
  );

/** An order with a number, and its buyer (whose e-mail the phone's card leaves out). */
async function anOrder(request: Parameters<typeof loadOrders>[0]) {
  const [orders, users] = await Promise.all([loadOrders(request), loadUsers(request)]);
  const order = orders.find((candidate) => candidate.airlo_order_id)!;
  expect(order, 'the demo data has an order with a number').toBeTruthy();
  const buyer = users.find((user) => user.id === String(order.customer_id ?? order.userId));
  return { orders, users, order, number: order.airlo_order_id!, buyer };
}

for (const lists of ['server', 'client'] as const) {
  test(`at 1280 px the number is beneath the id, and searching it finds the order (lists paged by the ${lists})`, async ({
    page,
    request,
  }) => {
    const { orders, users, order, number } = await anOrder(request);
    const matching = ordersMatching(orders, users, number);
    expect(matching.map(({ id }) => id)).toEqual([order.id]);
    await page.setViewportSize(LAPTOP);
    if (lists === 'client') await withWholeLists(page);
    await signIn(page);
    const screen = new OrdersPage(page);
    await screen.goto();
    await screen.table.expectTotal(orders.length);

    await screen.search.fill(number);
    await screen.table.expectTotal(matching.length);
    const row = screen.table.row(order.id);
    const cell = await screen.table.cell(row, 'Order ID');
    const id = cell.getByText(order.id, { exact: true });
    const shortNumber = cell.getByText(`No. ${number}`, { exact: true });
    await expect(id).toBeInViewport();
    await expect(shortNumber).toBeInViewport();
    const [idBox, numberBox] = [await id.boundingBox(), await shortNumber.boundingBox()];
    expect(numberBox!.y).toBeGreaterThanOrEqual(idBox!.y + idBox!.height - 1);
    // The id wraps to a second line where it must, but shows whole.
    expect(await isCut(id)).toBe(false);
    await expect(cell).toHaveAccessibleName(`${order.id} No. ${number}`);
  });
}

test("on a phone the order's card is titled by its id and number, and names its product", async ({
  page,
  request,
}) => {
  const { order, number, buyer } = await anOrder(request);
  await page.setViewportSize(PHONE);
  await signIn(page);
  await page.goto(`/order-management?q=${number}`);
  const card = page
    .getByRole('list', { name: 'Orders' })
    .getByRole('listitem')
    .filter({ hasText: order.id });
  const title = card.getByText(`${order.id} · No. ${number}`, { exact: true });
  await expect(title).toBeVisible();
  // Both whole, on two lines at most: nothing of the title is cut.
  expect(await isCut(title)).toBe(false);
  await expect(card.getByText(`Product: ${order.product_name}`, { exact: true })).toBeVisible();
  if (buyer?.email) await expect(card).not.toContainText(buyer.email);
});
