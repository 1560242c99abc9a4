/**
 * What User and Order Management call, whatever the backend: their page as they show it, and
 * their export (docs/api.md#csv-export): the server's file of every row the list's search,
 * filter and sort match, or, with the whole lists, the same rows found in the browser, which the
 * screen writes (shopLists.ts chooses the same way).
 */
import { useCallback, useMemo } from 'react';
import { useStore } from 'react-redux';
import { useExportCsvMutation } from './csvExport';
import { API_PATHS } from './endpoints';
import { ordersApi, type OrdersPageArgs, type PagedOrder } from './orders';
import type { PageOf } from './pagedList';
import { useGetOrdersPageQuery, useGetUsersPageQuery } from './shopLists';
import { offered } from './source';
import { isAdminParam, usersApi, type User, type UsersPageArgs } from './users';
import {
  matchingOrders,
  matchingUsers,
  NO_USERS,
  ordersIfLoaded,
  ordersPage,
  usersIfLoaded,
  usersPage,
  type Listed,
} from './wholeLists';

/** Exports the users `args` match; `save` writes them when the browser found them. */
export function useUsersExport(save: (users: readonly User[]) => void) {
  const [exportCsv] = useExportCsvMutation();
  const { getState } = useStore();
  return useCallback(
    async (args: Listed<UsersPageArgs>) => {
      if (!offered(API_PATHS.usersCsv)) {
        save(matchingUsers(usersIfLoaded(getState) ?? [], args));
        return;
      }
      const { q, sort, order, admin, from, to } = args;
      const query = { q, sort, order, isAdmin: isAdminParam(admin), from, to };
      await exportCsv({ path: API_PATHS.usersCsv, list: 'users', query }).unwrap();
    },
    [exportCsv, getState, save],
  );
}

/** Exports the orders `args` match; `save` writes them when the browser found them. */
export function useOrdersExport(save: (orders: readonly PagedOrder[]) => void) {
  const [exportCsv] = useExportCsvMutation();
  const { getState } = useStore();
  return useCallback(
    async (args: Listed<OrdersPageArgs>) => {
      if (!offered(API_PATHS.ordersCsv)) {
        save(matchingOrders(ordersIfLoaded(getState) ?? [], usersIfLoaded(getState), args));
        return;
      }
      const { q, sort, order, status, from, to, userId } = args;
      const query = { q, sort, order, status, from, to, userId };
      await exportCsv({ path: API_PATHS.ordersCsv, list: 'orders', query }).unwrap();
    },
    [exportCsv, getState, save],
  );
}

interface PageState<T> {
  data?: PageOf<T>;
  isLoading: boolean;
  isFetching: boolean;
}

/** What a list's screen shows of its page: the last page until the next comes, and `fetching` while it does. */
const shownPage = <T>({ data, isLoading, isFetching }: PageState<T>) => ({
  data,
  isLoading,
  fetching: isFetching,
});

/**
 * The page of users `args` ask for, as User Management shows it: the server's, or, with the
 * whole lists, made here in the render that asks for it, as shopLists.ts would make it: a page
 * made in the browser is there at once, and a request's round trip through the cache would
 * only add to every key.
 */
export function useUsersPage(args: Listed<UsersPageArgs>) {
  const inBrowser = !offered(API_PATHS.users);
  const served = useGetUsersPageQuery(args, { skip: inBrowser, selectFromResult: shownPage<User> });
  const users = usersApi.endpoints.getUsers.useQuery(undefined, { skip: !inBrowser });
  const made = useMemo(() => users.data && usersPage(users.data, args), [users.data, args]);
  return inBrowser ? { data: made, isLoading: users.isLoading, fetching: false } : served;
}

/** The page of orders `args` ask for, as Order Management shows it (see useUsersPage). */
export function useOrdersPage(args: Listed<OrdersPageArgs>) {
  const inBrowser = !offered(API_PATHS.orders);
  const served = useGetOrdersPageQuery(args, {
    skip: inBrowser,
    selectFromResult: shownPage<PagedOrder>,
  });
  const orders = ordersApi.endpoints.getOrders.useQuery(undefined, { skip: !inBrowser });
  const users = usersApi.endpoints.getUsers.useQuery(undefined, { skip: !inBrowser });
  // Until the users come (or fail), the buyers read 'Loading...'.
  const joined = users.isError ? NO_USERS : users.data;
  const made = useMemo(
    () => orders.data && ordersPage(orders.data, joined, args),
    [orders.data, joined, args],
  );
  return inBrowser ? { data: made, isLoading: orders.isLoading, fetching: false } : served;
}
