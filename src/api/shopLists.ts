/**
 * The users' and orders' paged lists on the reference server (docs/api.md#paged-users-and-orders)
 * and what the screens ask beside a page: one order (details opened from a link, `?view=<id>`)
 * and a customer's orders in brief. With `lists: 'client'` the screens' hooks make the same
 * answers in the browser from the whole lists instead (shopListHooks.ts, wholeLists.ts).
 */
import type { CustomerOrders } from '@/lib/customerOrders';
import { baseApi } from './baseApi';
import { API_PATHS } from './endpoints';
import type { OrdersPageArgs, PagedOrder } from './orders';
import { pageQuery, readPage, type PageOf } from './pagedList';
import { listTag, providesList } from './tags';
import { usersQuery, type User, type UsersPageArgs } from './users';

/** A customer's orders in brief, and who they are (GET /admin/user/{id}/orders-summary). */
export type OrdersSummary = CustomerOrders & { user: User };

export const shopListsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUsersPage: build.query<PageOf<User>, UsersPageArgs>({
      query: (args) => `${API_PATHS.users}?${pageQuery(usersQuery(args))}`,
      transformResponse: (body: unknown) => readPage<User>(body, 'users'),
      extraOptions: { loadFailure: { log: 'Error fetching users:' } },
      providesTags: (page) => providesList('User')(page?.items),
    }),
    getOrdersPage: build.query<PageOf<PagedOrder>, OrdersPageArgs>({
      query: (args) => `${API_PATHS.orders}?${pageQuery(args)}`,
      transformResponse: (body: unknown) => readPage<PagedOrder>(body, 'orders'),
      extraOptions: { loadFailure: { log: 'Error fetching data:' } },
      providesTags: (page) => providesList('Order')(page?.items),
    }),
    /** One order with its buyer, for details opened from a link (`?view=<id>`). */
    getOrder: build.query<PagedOrder | null, string>({
      query: (id) => API_PATHS.order(id),
      transformResponse: (body: unknown) =>
        body && typeof body === 'object' && 'order' in body ? (body.order as PagedOrder) : null,
      extraOptions: { loadFailure: { log: 'Error fetching data:' } },
      providesTags: (_order, _error, id) => [{ type: 'Order', id }],
    }),
    /**
     * A customer's orders in brief, by their user id. A backend without it answers 404, as it
     * does for a user it does not have: the screens then leave the summary out, without a word.
     */
    getOrdersSummary: build.query<OrdersSummary, string>({
      query: (userId) => API_PATHS.ordersSummary(userId),
      transformResponse: (body: { summary: OrdersSummary }) => body.summary,
      providesTags: [listTag('Order')],
    }),
  }),
});

export const {
  useGetUsersPageQuery,
  useGetOrdersPageQuery,
  useGetOrderQuery,
  useGetOrdersSummaryQuery,
} = shopListsApi;
