/**
 * What Order Management's list asks the server for: its sorts, its status filter, and the page a
 * URL names. Apart from the columns and the views, so that the route (app/screens.tsx) asks for
 * that page while the screen's code loads, without loading that code.
 */
import type { OrderSort } from '@/api/orders';
import { shopListsApi } from '@/api/shopLists';
import { listed } from '@/api/wholeLists';
import { readPagedList, type PagedListSpec } from '@/lib/listParams';

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

export const ORDER_LIST: PagedListSpec<OrderSort, 'status'> = {
  sorts: ORDER_SORTS,
  defaultSort: 'createdAt',
  filter: STATUS_FILTER,
  byBuyer: true,
};

/** Starts loading the page of orders these URL parameters name, unless it is cached. */
export function prefetchOrdersPage(params: URLSearchParams) {
  const { request, sortField } = readPagedList(params, ORDER_LIST);
  return shopListsApi.util.prefetch('getOrdersPage', listed(request, sortField !== undefined), {});
}
