/**
 * What Order Management's list is, whichever side pages it: its sorts, its status filter, its
 * columns, and how the browser pages a list loaded whole (docs/api.md#paged-users-and-orders).
 */
import type { Order, OrderSort } from '@/api/orders';
import { serverColumns } from '@/components/columns';
import { toDate } from '@/lib/format';
import { hasOrderStatus, ORDER_STATUS_CHOICES } from '@/lib/orderStatus';
import type { RowPagerSpec } from '@/lib/rowPager';
import { orderColumns } from './columns';
import {
  amountValue,
  findBuyer,
  orderBuyer,
  orderSearchText,
  toOrderRow,
  type OrderRow,
  type OrderUser,
} from './orderRows';
import { ORDER_SORTS, STATUS_FILTER } from './orderListQuery';

/**
 * The columns, sortable and filtered as the paged list allows; the status filter offers each
 * status by its badge's name ('Unknown' for the orders without one).
 */
export const orderListColumns = (onView: (row: OrderRow) => void) =>
  serverColumns(orderColumns(onView), ORDER_SORTS, {
    field: STATUS_FILTER.field,
    values: ORDER_STATUS_CHOICES.map(({ value }) => value),
  }).map((column) =>
    column.field === STATUS_FILTER.field
      ? { ...column, valueOptions: [...ORDER_STATUS_CHOICES] }
      : column,
  );

const lower = (text: string | undefined) => text?.toLowerCase();

/** When the order was made, in ms; undefined when it has no readable date. */
function createdTime(order: Order): number | undefined {
  const time = toDate(order.createdAt)?.getTime();
  return time === undefined || Number.isNaN(time) ? undefined : time;
}

/**
 * The orders paged in the browser as the server pages them, each joined to its buyer in `users`
 * (undefined while they load); text sorts ignore case. A buyer the shop does not have has no
 * name or e-mail to sort by (the screen's 'N/A' is not one): such orders come last going up, as
 * on the server.
 */
export function orderPages(
  users: Map<string, OrderUser> | undefined,
): RowPagerSpec<Order, OrderRow, OrderSort> {
  const buyer = (order: Order) => orderBuyer(order, users);
  const known = (order: Order) => (users ? findBuyer(order, users) : buyer(order));
  return {
    sortKeys: {
      orderId: (order) => lower(String(order.id)),
      userName: (order) => lower(known(order)?.name),
      email: (order) => lower(known(order)?.email),
      productName: (order) => lower(order.product_name),
      amount: (order) => amountValue(order.amount),
      status: (order) => lower(order.status),
      createdAt: createdTime,
    },
    id: (order) => String(order.id),
    searchText: (order) => orderSearchText(order, buyer(order)),
    filter: (order, status) => hasOrderStatus(order.status, status),
    createdAt: createdTime,
    toRow: (order, srNo) => toOrderRow(order, buyer(order), srNo),
  };
}
