/**
 * The shop's orders (read only), the whole list of the requirements' backend; the paged list and
 * what is asked beside it are in shopLists.ts.
 */
import type { Order as WireOrder, PagedOrder as WirePagedOrder } from '../../contract/shop';
import type { OrdersPageQuery } from '../../contract/shopLists';
import { baseApi } from './baseApi';
import { API_PATHS } from './endpoints';
import { wholeListQuery } from './normalise';

export type { OrderSort } from '../../contract/shopLists';

/**
 * An order as a backend sends it (docs/api.md#users-and-orders): the contract's fields, any of
 * which the requirements' own backend may leave out (docs/requirements.md#3-entities).
 */
export type Order = Partial<WireOrder> & Pick<WireOrder, 'id'>;

/** An order of the paged list: the server has joined its buyer's name and email when known. */
export type PagedOrder = Partial<WirePagedOrder> & Pick<WirePagedOrder, 'id'>;

/** A page of orders as Order Management asks for it (docs/api.md#paged-users-and-orders). */
export type OrdersPageArgs = OrdersPageQuery;

export const ordersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOrders: build.query<readonly Order[], void>(
      wholeListQuery<Order, 'Order'>(API_PATHS.allOrders, 'orders', {
        log: 'Error fetching data:',
        tag: 'Order',
      }),
    ),
  }),
});
