/**
 * GET /admin/orders and GET /admin/users answered as the reference server answers them, for the
 * client's tests in server mode: the whole lists (as `/admin/orders/all` and `/admin/all-users`
 * hold them) paged by the browser's own pager with the server's list rules (lib/shopListRules.ts),
 * as the web app pages them with `lists: 'client'`. The list cases prove that pager equal to the server's SQL
 * (docs/development.md#one-table-of-list-cases), so these tests keep no rules of their own.
 */
import type { Order, OrderSort, PagedOrder } from '@/api/orders';
import type { Pagination } from '@/api/pagedList';
import type { User, UserSort } from '@/api/users';
import { ordersOfBuyer } from '@/lib/customerOrders';
import { BUYER_PARAM } from '@/lib/listParams';
import { createRowPager, type RowPager } from '@/lib/rowPager';
import { indexUsers, orderRules, USER_RULES } from '@/lib/shopListRules';

export interface PageAnswer<Row> {
  items: Row[];
  pagination: Pagination;
}

/** A page, for a request given as the API's query string. */
export type PagedBackend<Row> = (query: URLSearchParams) => PageAnswer<Row>;

/** The orders' pager, its rows the orders as the paged list answers them: the buyer joined. */
export function orderPager(
  orders: readonly Order[],
  users: readonly User[],
): RowPager<PagedOrder, OrderSort> {
  return createRowPager(orders, orderRules(indexUsers(users)));
}

/** The users' pager, its rows the users as they came. */
export const userPager = (users: readonly User[]): RowPager<User, UserSort> =>
  createRowPager(users, USER_RULES);

/**
 * The query string read as the server reads it (docs/api.md#paged-users-and-orders): page 1 of
 * 25, newest first unless one of `sorts` is named; `filter` reads the list's one filter.
 */
function backend<Row, Sort extends string>(
  pager: RowPager<Row, Sort>,
  sorts: Readonly<Record<Sort, unknown>>,
  filter: (query: URLSearchParams) => string,
  newest: Sort,
): PagedBackend<Row> {
  const named = (sort: string | null) =>
    Object.keys(sorts).find((key): key is Sort => key === sort);
  return (query) => {
    const { items, pagination } = pager.page({
      page: Number(query.get('page') ?? 1),
      pageSize: Number(query.get('pageSize') ?? 25),
      q: query.get('q') ?? '',
      sort: named(query.get('sort')) ?? newest,
      order: query.get('order') === 'asc' ? 'asc' : 'desc',
      filter: filter(query),
      from: query.get('from') ?? undefined,
      to: query.get('to') ?? undefined,
    });
    return { items, pagination };
  };
}

/** GET /admin/orders over these whole lists; `userId` pages the buyer's orders alone. */
export function pagedOrders(
  orders: readonly Order[],
  users: readonly User[],
): PagedBackend<PagedOrder> {
  const over = (some: readonly Order[]) =>
    backend(
      orderPager(some, users),
      orderRules(undefined).sortKeys,
      (query) => query.get('status') ?? '',
      'createdAt',
    );
  const all = over(orders);
  return (query) => {
    const userId = query.get(BUYER_PARAM);
    return userId === null ? all(query) : over(ordersOfBuyer(orders, userId))(query);
  };
}

/** GET /admin/users over this whole list; `isAdmin` is the Admin column's Yes or No. */
export const pagedUsers = (users: readonly User[]): PagedBackend<User> =>
  backend(
    userPager(users),
    USER_RULES.sortKeys,
    (query) => {
      const isAdmin = query.get('isAdmin');
      return isAdmin === 'true' ? 'Yes' : isAdmin === 'false' ? 'No' : '';
    },
    'createdAt',
  );
