/** Orders joined to their users as the grid shows them, a page at a time. */
import type { Order, PagedOrder } from '@/api/orders';
import { NOT_AVAILABLE, toDate } from '@/lib/format';
import type { OrderUser } from '@/lib/shopListRules';

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
