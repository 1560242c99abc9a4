/**
 * User and Order Management's lists, declared as every paged list is (hooks/useKeptList.ts),
 * whatever the backend: their page, the server's, or, with the whole lists, made here in the
 * render that asks for it, as shopLists.ts would make it (a page made in the browser is there at
 * once, and a request's round trip through the cache would only add to every key); and their
 * export (docs/api.md#csv-export): the server's file of every row the list's search, filter and
 * sort match, or the same rows found in the browser.
 */
import { useMemo } from 'react';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { readPagedList, type PagedListSpec } from '@/lib/listParams';
import { API_PATHS } from './endpoints';
import { ordersApi, type OrderSort, type OrdersPageArgs } from './orders';
import type { PageOf } from './pagedList';
import { shopListsApi, useGetOrdersPageQuery, useGetUsersPageQuery } from './shopLists';
import { offered } from './source';
import { usersApi, usersQuery, type UserSort, type UsersPageArgs } from './users';
import {
  NO_USERS,
  ordersIfLoaded,
  ordersPage,
  usersIfLoaded,
  usersPage,
  type Listed,
} from './wholeLists';

/** What a list's screen shows of its page: the last page until the next comes. */
const shownPage = <T>(page: { data?: PageOf<T>; isLoading: boolean; isFetching: boolean }) => {
  const { data, isLoading, isFetching } = page;
  return { data, isLoading, isFetching };
};

/** The page a URL names; for a page made in the browser, marked when it names no sort. */
const argsOf =
  <Sort extends string, Param extends string>(spec: PagedListSpec<Sort, Param>) =>
  (params: URLSearchParams) => {
    const { request, sortField } = readPagedList(params, spec);
    const listed: Listed<typeof request> =
      sortField !== undefined || offered(API_PATHS.users)
        ? request
        : { ...request, asListed: true };
    return listed;
  };

/** User Management's list, sorted and filtered as `spec` says. */
export function usersList(spec: PagedListSpec<UserSort, 'admin'>) {
  const pageArgs = argsOf(spec);
  return {
    spec,
    path: API_PATHS.users,
    pageArgs,
    usePage(args: Listed<UsersPageArgs>) {
      const inBrowser = !offered(API_PATHS.users);
      const served = useGetUsersPageQuery(args, { skip: inBrowser, selectFromResult: shownPage });
      const users = usersApi.endpoints.getUsers.useQuery(undefined, { skip: !inBrowser });
      const made = useMemo(() => users.data && usersPage(users.data, args), [users.data, args]);
      return inBrowser
        ? { data: made, isLoading: users.isLoading, isFetching: users.isLoading }
        : served;
    },
    prefetch: (params: URLSearchParams) =>
      offered(API_PATHS.users)
        ? shopListsApi.util.prefetch('getUsersPage', pageArgs(params), {})
        : usersApi.util.prefetch('getUsers', undefined, {}),
    csv: {
      path: API_PATHS.usersCsv,
      list: 'users',
      query: usersQuery,
      matching: (getState: () => unknown, args: Listed<UsersPageArgs>) =>
        usersPage(usersIfLoaded(getState) ?? [], args).allRows(),
    },
  };
}

/** Order Management's list, sorted and filtered as `spec` says. */
export function ordersList(spec: PagedListSpec<OrderSort, 'status'>) {
  const pageArgs = argsOf(spec);
  return {
    spec,
    path: API_PATHS.orders,
    pageArgs,
    usePage(args: Listed<OrdersPageArgs>) {
      const inBrowser = !offered(API_PATHS.orders);
      const served = useGetOrdersPageQuery(args, { skip: inBrowser, selectFromResult: shownPage });
      const orders = ordersApi.endpoints.getOrders.useQuery(undefined, { skip: !inBrowser });
      const users = usersApi.endpoints.getUsers.useQuery(undefined, { skip: !inBrowser });
      // Until the users come (or fail), the buyers read 'Loading...'.
      const joined = users.isError ? NO_USERS : users.data;
      const made = useMemo(
        () => orders.data && ordersPage(orders.data, joined, args),
        [orders.data, joined, args],
      );
      return inBrowser
        ? { data: made, isLoading: orders.isLoading, isFetching: orders.isLoading }
        : served;
    },
    prefetch: (params: URLSearchParams) =>
      offered(API_PATHS.orders)
        ? shopListsApi.util.prefetch('getOrdersPage', pageArgs(params), {})
        : (dispatch: BaseQueryApi['dispatch']) => {
            dispatch(ordersApi.util.prefetch('getOrders', undefined, {}));
            dispatch(usersApi.util.prefetch('getUsers', undefined, {}));
          },
    csv: {
      path: API_PATHS.ordersCsv,
      list: 'orders',
      matching: (getState: () => unknown, args: Listed<OrdersPageArgs>) =>
        ordersPage(ordersIfLoaded(getState) ?? [], usersIfLoaded(getState), args).allRows(),
    },
  };
}
