/**
 * The shop's orders (read only). Shared by Order Management and the command palette, which
 * finds an order by its id, so it lives beside the API rather than in one feature.
 */
import type { DateInput } from '@/lib/format';
import { baseApi } from './baseApi';
import { API_PATHS } from './endpoints';
import { normaliseList } from './normalise';
import { pageQuery, readPage, type PageArgs, type PageOf } from './pagedList';
import { listTag, providesList } from './tags';

/**
 * An order as the shop sends it (docs/requirements.md#3-entities): snake_case fields, the user
 * through either id field.
 */
export interface Order {
  id: string | number;
  airlo_order_id?: string;
  customer_id?: string | number;
  userId?: string | number;
  product_name?: string;
  coverage?: string;
  /** A number or a numeric string. */
  amount?: number | string | null;
  plan_type?: string;
  status?: string;
  payment_status?: string;
  transaction_id?: string;
  payment_method?: string;
  imei_number?: string;
  model_number?: string;
  additional_info?: string;
  createdAt?: DateInput;
  updatedAt?: DateInput;
}

/** An order of the paged list: the server has joined its buyer's name and email when known. */
export interface PagedOrder extends Order {
  userName?: string;
  userEmail?: string;
}

/** What the paged list sorts by (docs/api.md#paged-users-and-orders). */
export type OrderSort =
  'createdAt' | 'orderId' | 'userName' | 'email' | 'productName' | 'amount' | 'status';

export interface OrdersPageArgs extends PageArgs<OrderSort> {
  /** Matched whole, ignoring case; empty for every status. */
  status: string;
}

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
  }),
});

export const { useGetOrdersQuery, useGetOrdersPageQuery, useGetOrderQuery } = ordersApi;
