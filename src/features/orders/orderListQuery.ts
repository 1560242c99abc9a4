/**
 * Order Management's list: its sorts, its status filter, and the page a URL names. Apart from the
 * columns and the views, so that the route (app/screens.tsx) asks for that page while the
 * screen's code loads, without loading that code.
 */
import type { OrderSort } from '@/api/orders';
import { ordersList } from '@/api/shopListHooks';

/** Each sortable column and the API's sort key for it: every column but the serial number. */
export const ORDER_SORTS = {
  orderId: 'orderId',
  userName: 'userName',
  email: 'email',
  productName: 'productName',
  amount: 'amount',
  status: 'status',
  createdAt: 'createdAt',
} as const satisfies Record<string, OrderSort>;

export const STATUS_FILTER = { field: 'status', param: 'status' } as const;

export const orders = ordersList({
  sorts: ORDER_SORTS,
  defaultSort: 'createdAt',
  filter: STATUS_FILTER,
  byBuyer: true,
  days: true,
});
