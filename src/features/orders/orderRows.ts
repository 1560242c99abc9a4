/**
 * Orders joined to their users as the grid shows them, a page at a time, and the text a search
 * in the browser looks in.
 */
import type { Order, PagedOrder } from '@/api/orders';
import { userDisplayName, type User } from '@/api/users';
import { orderUserId } from '@/lib/customerOrders';
import { NOT_AVAILABLE, toDate } from '@/lib/format';

export const LOADING_USER = 'Loading...';

export interface OrderUser {
  name: string;
  email: string;
}

export interface OrderRow {
  id: string;
  srNo: number;
  orderId: string;
  userName: string;
  email: string;
  productName: string;
  coverage: string;
  amount: number | string | null | undefined;
  status: string | undefined;
  createdAt: Date | null;
  order: Order;
}

/** The amount as a number (sorting, filtering, export); missing or unreadable amounts are null. */
export const amountValue = (amount: OrderRow['amount']) => {
  const value = Number(amount);
  return amount === null || amount === undefined || amount === '' || Number.isNaN(value)
    ? null
    : value;
};

/** User id → name (fullName or name, else 'N/A') and email (docs/requirements.md#order-management). */
export function indexUsers(users: readonly User[]): Map<string, OrderUser> {
  return new Map(
    users.map((user) => [
      String(user.id),
      { name: userDisplayName(user), email: user.email || NOT_AVAILABLE },
    ]),
  );
}

/** The buyer among `users`; undefined when the shop does not have them. */
export function findBuyer(order: Order, users: Map<string, OrderUser>): OrderUser | undefined {
  const userId = orderUserId(order);
  return userId === undefined ? undefined : users.get(String(userId));
}

/** The buyer's name and email; 'Loading...' while the users (undefined) are on their way. */
export function orderBuyer(order: Order, users: Map<string, OrderUser> | undefined): OrderUser {
  if (!users) return { name: LOADING_USER, email: LOADING_USER };
  const user = findBuyer(order, users);
  return { name: user?.name ?? NOT_AVAILABLE, email: user?.email ?? NOT_AVAILABLE };
}

/** Order id, order number, user name, email, status, product and coverage, lower-cased. */
export function orderSearchText(order: Order, { name, email }: OrderUser): string {
  return (
    `${order.id}\n${order.airlo_order_id ?? ''}\n${name}\n${email}\n` +
    `${order.status ?? ''}\n${order.product_name ?? ''}\n${order.coverage ?? ''}`
  ).toLowerCase();
}

/** One order as the grid shows it, its buyer already looked up. */
export function toOrderRow(order: Order, { name, email }: OrderUser, srNo: number): OrderRow {
  const orderId = String(order.id);
  return {
    id: orderId,
    srNo,
    orderId,
    userName: name,
    email,
    productName: order.product_name ?? '',
    coverage: order.coverage ?? '',
    amount: order.amount,
    status: order.status,
    createdAt: toDate(order.createdAt),
    order,
  };
}

/** A page of the server's orders, their buyers joined by the server; numbered from `offset` + 1. */
export function pagedOrderRows(orders: readonly PagedOrder[], offset: number): OrderRow[] {
  return orders.map((order, index) =>
    toOrderRow(
      order,
      { name: order.userName || NOT_AVAILABLE, email: order.userEmail || NOT_AVAILABLE },
      offset + index + 1,
    ),
  );
}
