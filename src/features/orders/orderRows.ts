/**
 * Orders joined to their users and prepared for the grid. Built once per data change; a search
 * only filters the prepared rows, so typing never redoes the join or the lower-casing.
 */
import type { Order, PagedOrder } from '@/api/orders';
import { userDisplayName, type User } from '@/api/users';
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
  /** Order id, order number, user name, email, status, product and coverage, lower-cased. */
  haystack: string;
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

export const orderUserId = (order: Order) => order.customer_id ?? order.userId;

/** One order as the grid shows it, its buyer already looked up. */
function toOrderRow(order: Order, userName: string, email: string, srNo: number): OrderRow {
  const orderId = String(order.id);
  const productName = order.product_name ?? '';
  const coverage = order.coverage ?? '';
  return {
    id: orderId,
    srNo,
    orderId,
    userName,
    email,
    productName,
    coverage,
    amount: order.amount,
    status: order.status,
    createdAt: toDate(order.createdAt),
    order,
    haystack: (
      `${orderId}\n${order.airlo_order_id ?? ''}\n${userName}\n${email}\n` +
      `${order.status ?? ''}\n${productName}\n${coverage}`
    ).toLowerCase(),
  };
}

/** `users` is undefined while the users are still loading. */
export function buildOrderRows(
  orders: readonly Order[],
  users: Map<string, OrderUser> | undefined,
): OrderRow[] {
  return orders.map((order, index) => {
    const userId = orderUserId(order);
    const user = users && userId !== undefined ? users.get(String(userId)) : undefined;
    const userName = users ? (user?.name ?? NOT_AVAILABLE) : LOADING_USER;
    const email = users ? (user?.email ?? NOT_AVAILABLE) : LOADING_USER;
    return toOrderRow(order, userName, email, index + 1);
  });
}

/** A page of the server's orders, their buyers joined by the server; numbered from `offset` + 1. */
export function pagedOrderRows(orders: readonly PagedOrder[], offset: number): OrderRow[] {
  return orders.map((order, index) =>
    toOrderRow(
      order,
      order.userName || NOT_AVAILABLE,
      order.userEmail || NOT_AVAILABLE,
      offset + index + 1,
    ),
  );
}

/** The rows matching a lower-cased query, numbered in the order they are shown. */
export function searchOrderRows(rows: readonly OrderRow[], query: string): readonly OrderRow[] {
  if (!query) return rows;
  const matching: OrderRow[] = [];
  for (const row of rows) {
    if (row.haystack.includes(query)) matching.push({ ...row, srNo: matching.length + 1 });
  }
  return matching;
}
