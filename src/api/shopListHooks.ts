/**
 * What User and Order Management call, whatever the backend: their page as they show it, and
 * their export (docs/api.md#csv-export): the server's file of every row the list's search,
 * filter and sort match, or, with the whole lists, the same rows found in the browser, which the
 * screen writes (shopLists.ts chooses the same way).
 */
import { useCallback } from 'react';
import { useStore } from 'react-redux';
import { useExportCsvMutation } from './csvExport';
import { API_PATHS } from './endpoints';
import type { OrdersPageArgs, PagedOrder } from './orders';
import type { PageOf } from './pagedList';
import { useGetOrdersPageQuery, useGetUsersPageQuery } from './shopLists';
import { pagesInBrowser } from './source';
import { isAdminParam, type User, type UsersPageArgs } from './users';
import {
  matchingOrders,
  matchingUsers,
  ordersIfLoaded,
  usersIfLoaded,
  type Listed,
} from './wholeLists';

/** Exports the users `args` match; `save` writes them when the browser found them. */
export function useUsersExport(save: (users: readonly User[]) => void) {
  const [exportCsv] = useExportCsvMutation();
  const { getState } = useStore();
  return useCallback(
    async (args: Listed<UsersPageArgs>) => {
      if (pagesInBrowser()) {
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
      if (pagesInBrowser()) {
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

/**
 * What a list's screen shows of its page: the last page until the next comes, and `fetching`
 * while it comes from the server. A page made in the browser comes at once: saying so would
 * only render the screen once more at every key.
 */
const shownPage = <T>({ data, isLoading, isFetching }: PageState<T>) => ({
  data,
  isLoading,
  fetching: isFetching && !pagesInBrowser(),
});

/** The page of users `args` ask for, as User Management shows it. */
export const useUsersPage = (args: Listed<UsersPageArgs>) =>
  useGetUsersPageQuery(args, { selectFromResult: shownPage<User> });

/** The page of orders `args` ask for, as Order Management shows it. */
export const useOrdersPage = (args: Listed<OrdersPageArgs>) =>
  useGetOrdersPageQuery(args, { selectFromResult: shownPage<PagedOrder> });
