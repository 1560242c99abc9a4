/**
 * The shop's orders (read only). Shared by Order Management and the command palette, which
 * finds an order by its id, so it lives beside the API rather than in one feature.
 */
import type {
  Order as WireOrder,
  OrdersSummary,
  PagedOrder as WirePagedOrder,
} from '../../contract/shop';
import type { OrdersPageQuery } from '../../contract/shopLists';
import { baseApi } from './baseApi';
import { API_PATHS } from './endpoints';
import { normaliseList } from './normalise';
import { pageQuery, readPage, type PageOf } from './pagedList';
import { listTag, providesList } from './tags';

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
    getOrders: build.query<readonly Order[], void>({
      query: () => API_PATHS.allOrders,
      transformResponse: (response: unknown) => normaliseList<Order>(response, 'orders'),
      // A refetch is taken whole: sharing 100,000 rows with the last answer walks them all.
      structuralSharing: false,
      // Fetch failures are only logged (docs/requirements.md#8-errors-and-messages).
      extraOptions: { loadFailure: { log: 'Error fetching data:' } },
      providesTags: [listTag('Order')],
    }),
    getOrdersPage: build.query<PageOf<PagedOrder>, OrdersPageArgs>({
      query: (args) => `${API_PATHS.orders}?${pageQuery(args)}`,
      transformResponse: (response: unknown) => readPage<PagedOrder>(response, 'orders'),
      extraOptions: { loadFailure: { log: 'Error fetching data:' } },
      providesTags: (page) => providesList('Order')(page?.items),
    }),
    /** One order with its buyer, for details opened from a link (`?view=<id>`). */
    getOrder: build.query<PagedOrder | null, string>({
      query: (id) => API_PATHS.order(id),
      transformResponse: (response: { order?: PagedOrder } | null) => response?.order ?? null,
      extraOptions: { loadFailure: { log: 'Error fetching data:' } },
      providesTags: (_order, _error, id) => [{ type: 'Order', id }],
    }),
    /**
     * A customer's orders in brief, by their user id. A backend without it answers 404, as it
     * does for a user it does not have: the screens then leave the summary out, without a word.
     */
    getOrdersSummary: build.query<OrdersSummary, string>({
      query: (userId) => API_PATHS.ordersSummary(userId),
      transformResponse: (response: { summary: OrdersSummary }) => response.summary,
      providesTags: [listTag('Order')],
    }),
  }),
});

export const {
  useGetOrdersQuery,
  useGetOrdersPageQuery,
  useGetOrderQuery,
  useGetOrdersSummaryQuery,
} = ordersApi;
