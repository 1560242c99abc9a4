/** Orders joined to their users as the grid shows them, a page at a time. */
import type { PagedOrder } from '@/api/orders';
import { NOT_AVAILABLE, toDate } from '@/lib/format';

const toOrderRow = (order: PagedOrder, srNo: number) => ({
  id: String(order.id),
  srNo,
  orderId: String(order.id),
  userName: order.userName || NOT_AVAILABLE,
  email: order.userEmail || NOT_AVAILABLE,
  productName: order.product_name ?? '',
  coverage: order.coverage ?? '',
  amount: order.amount,
  status: order.status,
  createdAt: toDate(order.createdAt),
  order,
});

export type OrderRow = ReturnType<typeof toOrderRow>;

/**
 * The row last made of each order: an order answered again with the same number (a page made in
 * the browser keeps its orders between requests) keeps its row, which the grid does not render
 * again.
 */
const rowsMade = new WeakMap<PagedOrder, OrderRow>();

/** A page of the server's orders, their buyers joined by the server; numbered from `offset` + 1. */
export function pagedOrderRows(orders: readonly PagedOrder[], offset: number): OrderRow[] {
  return orders.map((order, index) => {
    const srNo = offset + index + 1;
    const made = rowsMade.get(order);
    if (made?.srNo === srNo) return made;
    const row = toOrderRow(order, srNo);
    rowsMade.set(order, row);
    return row;
  });
}
