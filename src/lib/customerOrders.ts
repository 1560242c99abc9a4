/**
 * A customer's orders in the browser, for a backend with only the whole lists
 * (docs/api.md#a-customers-orders): the same buyer and the same summary as the server's, proven
 * equal by the list cases (docs/development.md#one-table-of-list-cases).
 */
import type { Order } from '@/api/orders';
import { isPaidOrder, LAST_ORDERS, rupeeTotal } from '../../contract/orderRules';

/**
 * A customer's orders in brief: how many, what the paid ones came to (₹, by the one rule of
 * paid: docs/api.md#paid-orders), the newest few.
 */
export interface CustomerOrders {
  orderCount: number;
  totalSpent: number;
  lastOrders: readonly Order[];
}

/** The buyer's user id: the shop names it in customer_id or userId. */
export const orderUserId = (order: Order) => order.customer_id ?? order.userId;

/** The orders whose buyer is this user, matched whole. */
export const ordersOfBuyer = (orders: readonly Order[], userId: string): Order[] =>
  orders.filter((order) => {
    const buyer = orderUserId(order);
    return buyer !== undefined && String(buyer) === userId;
  });

const createdMs = (order: Order) => Date.parse(order.createdAt ?? '') || -Infinity;

/** Newest first; orders of the same moment by id, going down, as the server orders them. */
const newestFirst = (a: Order, b: Order) =>
  createdMs(b) - createdMs(a) || (String(a.id) < String(b.id) ? 1 : -1);

/** The summary of the user's orders among `orders`, as the server makes it. */
export function summariseOrders(orders: readonly Order[], userId: string): CustomerOrders {
  const bought = ordersOfBuyer(orders, userId);
  return {
    orderCount: bought.length,
    totalSpent: rupeeTotal(bought.filter(isPaidOrder).map((order) => order.amount)),
    lastOrders: [...bought].sort(newestFirst).slice(0, LAST_ORDERS),
  };
}
