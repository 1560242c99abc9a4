/**
 * User and Order Management's lists, declared as every paged list is (hooks/useKeptList.ts),
 * whatever the backend: their page, the server's, or, with the whole lists, made in the render
 * that asks for it (a page made in the browser is there at once, and a round trip through the
 * cache would only add to every key); their route's prefetch, of that page or of the whole lists;
 * and their export (docs/api.md#csv-export): the server's file of every row the list's search,
 * filter and sort match, or the same rows found in the browser.
 */
import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { readPagedList, type PagedListSpec, type PagedListState } from '@/lib/listParams';
import type { CsvExportArgs } from './csvExport';
import { declaredShopList } from './declared';
import { ordersApi, type OrderSort, type PagedOrder } from './orders';
import type { PageOf } from './pagedList';
import {
  shopListsApi,
  useGetOrderQuery,
  useGetOrdersPageQuery,
  useGetOrdersSummaryQuery,
  useGetUsersPageQuery,
} from './shopLists';
import { selectShopTimeZone } from './session';
import { usersApi, usersQuery, type User, type UserSort } from './users';
import {
  customerSummary,
  NO_USERS,
  orderById,
  ordersMatching,
  ordersPage,
  usersMatching,
  usersPage,
  type Listed,
} from './wholeLists';

type Page<Item> = { data?: PageOf<Item>; isLoading: boolean };
type Prefetch = ReturnType<typeof shopListsApi.util.prefetch>;

const ORDERS = declaredShopList('orders');

/** What a list's screen shows of the server's page: the last page until the next comes. */
const shownPage = <T>({ data, isLoading, isFetching }: Page<T> & { isFetching: boolean }) => ({
  data,
  isLoading,
  isFetching,
});

/**
 * The whole lists, while a screen shows what is made of them; `joined`: the users once they have
 * come (none when they failed), undefined while they are on their way, when the buyers read
 * 'Loading...'.
 */
function useWholeLists(skip: boolean) {
  const orders = ordersApi.endpoints.getOrders.useQuery(undefined, { skip });
  const users = usersApi.endpoints.getUsers.useQuery(undefined, { skip });
  return { orders, users, joined: users.isError ? NO_USERS : users.data };
}

/** Where a list's page comes from: the server, or its whole lists. */
interface ShopSource<Args, Item> {
  /** The export's query, where the API names it otherwise than the page's. */
  query?: (query: Omit<Args, 'page' | 'pageSize'>) => CsvExportArgs['query'];
  /** Every item `args` match, found in the whole lists, where no CSV is offered. */
  matching: (getState: () => unknown, args: Args) => readonly Item[];
  useServed: (args: Args, skip: boolean) => Page<Item> & { isFetching: boolean };
  /** The page made from the whole lists, while they are the source. */
  useMade: (args: Args, inBrowser: boolean) => Page<Item>;
  /** The page asked of the server, or (without `args`) the whole lists, as the admin goes to it. */
  prefetch: (args?: Args) => Prefetch;
}

function shopList<Sort extends string, Param extends string, Item>(
  spec: PagedListSpec<Sort, Param>,
  list: 'users' | 'orders',
  source: ShopSource<Listed<PagedListState<Sort, Param>['request']>, Item>,
) {
  const { query, matching, useServed, useMade } = source;
  const { csv, offers } = declaredShopList(list);
  /** The page a URL names; for a page made in the browser, marked when it names no sort. */
  const pageArgs = (params: URLSearchParams) => {
    const { request, sortField } = readPagedList(params, spec);
    return sortField !== undefined || offers.pages() ? request : { ...request, asListed: true };
  };
  return {
    spec,
    searchDelayMs: offers.searchDelayMs,
    pageArgs,
    usePage(args: ReturnType<typeof pageArgs>) {
      const inBrowser = !offers.pages();
      const served = useServed(args, inBrowser);
      const { data, isLoading } = useMade(args, inBrowser);
      return inBrowser ? { data, isLoading, isFetching: isLoading } : served;
    },
    prefetch: (params: URLSearchParams) =>
      source.prefetch(offers.pages() ? pageArgs(params) : undefined),
    csv: {
      path: csv,
      offered: offers.csv,
      list,
      query,
      matching,
    },
  };
}

/** User Management's list, sorted and filtered as `spec` says. */
export const usersList = (spec: PagedListSpec<UserSort, 'admin'>) =>
  shopList<UserSort, 'admin', User>(spec, 'users', {
    query: usersQuery,
    matching: usersMatching,
    useServed: (args, skip) => useGetUsersPageQuery(args, { skip, selectFromResult: shownPage }),
    useMade(args, inBrowser) {
      const users = usersApi.endpoints.getUsers.useQuery(undefined, { skip: !inBrowser });
      const timeZone = useSelector(selectShopTimeZone);
      const data = useMemo(
        () => users.data && usersPage(users.data, args, timeZone),
        [users.data, args, timeZone],
      );
      return { data, isLoading: users.isLoading };
    },
    prefetch: (args) =>
      args
        ? shopListsApi.util.prefetch('getUsersPage', args, {})
        : usersApi.util.prefetch('getUsers', undefined, {}),
  });

/** Order Management's list, sorted and filtered as `spec` says. */
export const ordersList = (spec: PagedListSpec<OrderSort, 'status'>) =>
  shopList<OrderSort, 'status', PagedOrder>(spec, 'orders', {
    matching: ordersMatching,
    useServed: (args, skip) => useGetOrdersPageQuery(args, { skip, selectFromResult: shownPage }),
    useMade(args, inBrowser) {
      const { orders, joined } = useWholeLists(!inBrowser);
      const timeZone = useSelector(selectShopTimeZone);
      const data = useMemo(
        () => orders.data && ordersPage(orders.data, joined, args, timeZone),
        [orders.data, joined, args, timeZone],
      );
      return { data, isLoading: orders.isLoading };
    },
    prefetch: (args) =>
      args
        ? shopListsApi.util.prefetch('getOrdersPage', args, {})
        : (dispatch) => {
            dispatch(ordersApi.util.prefetch('getOrders', undefined, {}));
            dispatch(usersApi.util.prefetch('getUsers', undefined, {}));
          },
  });

/**
 * One order with its buyer, for details opened from a link (`?view=<id>`): the server's, or
 * found in the whole lists once the users have come.
 */
export function useOrder(id: string | null, skip: boolean): PagedOrder | null | undefined {
  const inBrowser = id !== null && !ORDERS.offers.pages();
  const served = useGetOrderQuery(id ?? '', { skip: skip || id === null || inBrowser });
  const { orders, joined } = useWholeLists(skip || !inBrowser);
  const made = useMemo(
    () => orders.data && joined && orderById(orders.data, joined, id ?? ''),
    [orders.data, joined, id],
  );
  // currentData: never the details of the order viewed before, while this one loads.
  return inBrowser ? made : served.currentData;
}

/**
 * A customer's orders in brief, by their user id: the server's, or counted in the whole lists
 * (none for a user the shop does not have, whom the screens leave out, as a 404).
 */
export function useOrdersSummary(userId: string, skip = false) {
  const inBrowser = !ORDERS.offers.pages();
  const served = useGetOrdersSummaryQuery(userId, { skip: skip || inBrowser });
  const { orders, users } = useWholeLists(skip || !inBrowser);
  const made = useMemo(
    () => orders.data && users.data && customerSummary(orders.data, users.data, userId),
    [orders.data, users.data, userId],
  );
  if (!inBrowser) return served;
  const error = orders.error ?? users.error;
  const refetch = () => {
    if (orders.error) void orders.refetch();
    if (users.error) void users.refetch();
  };
  return { currentData: made, error, isFetching: orders.isFetching || users.isFetching, refetch };
}

/**
 * The newest few orders and users matching `q`, from a backend that searches its lists. One with
 * only the whole lists is asked nothing (`offered` false): the command palette would otherwise
 * load every order and user at its first key (docs/decisions.md#command-palette).
 */
export function useShopSearch(q: string, matches: number, skip: boolean) {
  const searched = ORDERS.offers.pages();
  const page = { page: 1, pageSize: matches, q, sort: 'createdAt', order: 'desc' } as const;
  const options = { skip: skip || !searched };
  const orders = useGetOrdersPageQuery({ ...page, status: '' }, options);
  const users = useGetUsersPageQuery({ ...page, admin: '' }, options);
  return { offered: searched, orders, users };
}
