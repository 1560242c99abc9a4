/**
 * The users' and orders' paged lists and what the screens ask beside a page: one order (details
 * opened from a link, `?view=<id>`) and a customer's orders in brief. One set of endpoints
 * whatever the backend (docs/architecture.md#where-the-data-comes-from): each call goes to the
 * reference server (docs/api.md#paged-users-and-orders), or, with `lists: 'client'`, is answered
 * in the browser from the whole lists in the server's words (wholeLists.ts). The choice is made
 * per call (source.ts), so a screen's hooks are the same in both.
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
import {
  customerSummary,
  orderById,
  ordersPage,
  usersIfLoaded,
  usersPage,
  wholeOrders,
  wholeUsers,
  type Listed,
} from './wholeLists';

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

/**
 * A page's tags: its rows' and its list's from the server, whose live changes name rows; only
 * its list's for a page made in the browser, which changes only with its whole list (and a tag
 * per row would be written into the cache's tag index at every key).
 */
const rowTags = (type: 'User' | 'Order', page: PageOf<{ id: string | number }> | undefined) =>
  offered(type === 'User' ? API_PATHS.users : API_PATHS.orders)
    ? providesList(type)(page?.items)
    : [listTag(type)];

type WholeList = 'users' | 'orders';

/** Per store, how many entries hold each whole list, and how to let it go. */
const holds = new WeakMap<Dispatch, Record<WholeList, { count: number; release?: () => void }>>();

const subscribe = (list: WholeList, dispatch: Dispatch) =>
  list === 'users'
    ? dispatch(usersApi.endpoints.getUsers.initiate())
    : dispatch(ordersApi.endpoints.getOrders.initiate());

/**
 * Keeps the whole lists an entry is answered from for as long as the entry is kept: the screens
 * subscribe to pages, not to the lists the pages come from. One subscription per list, however
 * many entries (one per search typed) hold it.
 */
const holding =
  (...lists: WholeList[]) =>
  (_arg: unknown, { dispatch, cacheEntryRemoved }: Lifecycle) => {
    if (offered(API_PATHS.users)) return;
    let held = holds.get(dispatch);
    if (!held) holds.set(dispatch, (held = { users: { count: 0 }, orders: { count: 0 } }));
    for (const list of lists) {
      const hold = held[list];
      if (hold.count++ > 0) continue;
      const subscription = subscribe(list, dispatch);
      hold.release = () => subscription.unsubscribe();
    }
    void cacheEntryRemoved.then(() => {
      for (const list of lists) if (--held[list].count === 0) held[list].release?.();
    });
  };

export const shopListsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUsersPage: build.query<PageOf<User>, Listed<UsersPageArgs>>({
      async queryFn(args, { dispatch, getState }, _options, fetchUrl) {
        if (offered(API_PATHS.users)) {
          return fetched(fetchUrl, `${API_PATHS.users}?${pageQuery(usersQuery(args))}`, (body) =>
            readPage<User>(body, 'users'),
          );
        }
        const users = await wholeUsers(dispatch, getState);
        return 'error' in users ? users : { data: usersPage(users.data, args) };
      },
      onCacheEntryAdded: holding('users'),
      extraOptions: { loadFailure: { log: 'Error fetching users:' } },
      providesTags: (page) => rowTags('User', page),
    }),
    getOrdersPage: build.query<PageOf<PagedOrder>, Listed<OrdersPageArgs>>({
      async queryFn(args, { dispatch, getState }, _options, fetchUrl) {
        if (offered(API_PATHS.orders)) {
          return fetched(fetchUrl, `${API_PATHS.orders}?${pageQuery(args)}`, (body) =>
            readPage<PagedOrder>(body, 'orders'),
          );
        }
        const orders = await wholeOrders(dispatch, getState);
        if ('error' in orders) return orders;
        const users = usersIfLoaded(getState);
        // Without the users the buyers read 'Loading...' until they come.
        if (!users) {
          void wholeUsers(dispatch, getState).then(() =>
            dispatch(
              shopListsApi.util.updateQueryData('getOrdersPage', args, () =>
                ordersPage(orders.data, usersIfLoaded(getState), args),
              ),
            ),
          );
        }
        return { data: ordersPage(orders.data, users, args) };
      },
      onCacheEntryAdded: holding('users', 'orders'),
      extraOptions: { loadFailure: { log: 'Error fetching data:' } },
      providesTags: (page) => rowTags('Order', page),
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
      onCacheEntryAdded: holding('users', 'orders'),
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
      onCacheEntryAdded: holding('users', 'orders'),
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
