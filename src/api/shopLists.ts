/**
 * The users' and orders' paged lists and what the screens ask beside a page: one order (details
 * opened from a link, `?view=<id>`) and a customer's orders in brief, each asked of the reference
 * server (docs/api.md#paged-users-and-orders) or, with `lists: 'client'`, answered in the browser
 * from the whole lists in the server's words (wholeLists.ts; a page is made in the render that
 * shows it: shopListHooks.ts). The choice is made per call (source.ts), so a screen's hooks are
 * the same in both.
 */
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { CustomerOrders } from '@/lib/customerOrders';
import type { ApiError } from './apiError';
import { baseApi, type ApiMeta } from './baseApi';
import { API_PATHS } from './endpoints';
import { ordersApi, type OrdersPageArgs, type PagedOrder } from './orders';
import { pageQuery, readPage, type PageOf } from './pagedList';
import { offered } from './source';
import { listTag, providesList } from './tags';
import { usersApi, usersQuery, type User, type UsersPageArgs } from './users';
import { customerSummary, orderById, usersIfLoaded, wholeOrders, wholeUsers } from './wholeLists';

/** A customer's orders in brief, and who they are (GET /admin/user/{id}/orders-summary). */
export type OrdersSummary = CustomerOrders & { user: User };

type Answer<T> =
  | { data: T; error?: undefined; meta?: ApiMeta }
  | { error: ApiError; data?: undefined; meta?: ApiMeta };
type Dispatch = BaseQueryApi['dispatch'];
type Lifecycle = { dispatch: Dispatch; cacheEntryRemoved: Promise<void> };
type Fetched = Answer<unknown>;
type Fetch = (url: string) => Fetched | PromiseLike<Fetched>;

/** The server's answer to `url`, read by `read`. */
async function fetched<T>(fetchUrl: Fetch, url: string, read: (body: unknown) => T) {
  const { data, error, meta }: Fetched = await fetchUrl(url);
  const answer: Answer<T> = error ? { error, meta } : { data: read(data), meta };
  return answer;
}

const notFound: ApiError = { status: 404, message: 'Not found.', fromServer: true };

/** Per store, how many entries hold the whole lists, and how to let them go. */
const holds = new WeakMap<Dispatch, { count: number; release?: () => void }>();

/**
 * Keeps the whole lists an entry is answered from for as long as the entry is kept: the screens
 * subscribe to the entry, not to the lists it comes from. One subscription per list, however
 * many entries hold them.
 */
function holdingWholeLists(_arg: unknown, { dispatch, cacheEntryRemoved }: Lifecycle) {
  if (offered(API_PATHS.users)) return;
  const held = holds.get(dispatch) ?? { count: 0 };
  holds.set(dispatch, held);
  if (held.count++ === 0) {
    const users = dispatch(usersApi.endpoints.getUsers.initiate());
    const orders = dispatch(ordersApi.endpoints.getOrders.initiate());
    held.release = () => [users, orders].forEach((list) => list.unsubscribe());
  }
  void cacheEntryRemoved.then(() => {
    if (--held.count === 0) held.release?.();
  });
}

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
      async queryFn(id, { dispatch, getState }, _options, fetchUrl) {
        if (offered(API_PATHS.order(id))) {
          return fetched(fetchUrl, API_PATHS.order(id), (body) =>
            body && typeof body === 'object' && 'order' in body ? (body.order as PagedOrder) : null,
          );
        }
        const [orders] = await Promise.all([
          wholeOrders(dispatch, getState),
          wholeUsers(dispatch, getState),
        ]);
        if ('error' in orders) return orders;
        return { data: orderById(orders.data, usersIfLoaded(getState), id) };
      },
      onCacheEntryAdded: holdingWholeLists,
      extraOptions: { loadFailure: { log: 'Error fetching data:' } },
      providesTags: (_order, _error, id) => [{ type: 'Order', id }],
    }),
    /**
     * A customer's orders in brief, by their user id. A backend without it answers 404, as it
     * does for a user it does not have: the screens then leave the summary out, without a word.
     */
    getOrdersSummary: build.query<OrdersSummary, string>({
      async queryFn(userId, { dispatch, getState }, _options, fetchUrl) {
        if (offered(API_PATHS.ordersSummary(userId))) {
          return fetched(
            fetchUrl,
            API_PATHS.ordersSummary(userId),
            (body) => (body as { summary: OrdersSummary }).summary,
          );
        }
        const [orders, users] = await Promise.all([
          wholeOrders(dispatch, getState),
          wholeUsers(dispatch, getState),
        ]);
        if ('error' in orders) return orders;
        if ('error' in users) return users;
        const summary = customerSummary(orders.data, users.data, userId);
        return summary ? { data: summary } : { error: notFound };
      },
      onCacheEntryAdded: holdingWholeLists,
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
