/**
 * The reference server's calls on users and orders answered in the browser, for a backend with
 * only the requirements' whole lists (`lists: 'client'`: docs/decisions.md#the-whole-lists-paged-in-the-browser):
 * a page (with every row an export writes), one order and a customer's orders in brief, in the
 * server's shape, from the whole lists loaded once through their endpoints and paged by
 * `createRowPager` with the server's rules (lib/shopListRules.ts). shopListHooks.ts chooses, per
 * call, these answers or the server's.
 */
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { ordersOfBuyer, summariseOrders } from '@/lib/customerOrders';
import {
  createRowPager,
  type RowPageRequest,
  type RowPager,
  type RowPagerSpec,
} from '@/lib/rowPager';
import { indexUsers, orderRules, USER_RULES } from '@/lib/shopListRules';
import { whenIdle } from '@/lib/whenIdle';
import {
  ordersApi,
  type Order,
  type OrderSort,
  type OrdersPageArgs,
  type PagedOrder,
} from './orders';
import type { PageArgs } from './pagedList';
import { selectShopTimeZone, type WithSession } from './session';
import { usersApi, userDisplayName, type User, type UserSort, type UsersPageArgs } from './users';

/**
 * A page the address asks without a sort: the server's newest first, or, for a whole list, the
 * order it came in, as the specification's list has it.
 */
export type Listed<Args> = Args & { asListed?: boolean };

type GetState = BaseQueryApi['getState'];
type UsersState = Parameters<typeof selectUsers>[0];
type OrdersState = Parameters<typeof selectOrders>[0];

const selectUsers = usersApi.endpoints.getUsers.select();
const selectOrders = ordersApi.endpoints.getOrders.select();

/** The users a page joins when they failed to load: none, the same list every time. */
export const NO_USERS: readonly User[] = [];

/** The users once they have come (none when they failed); undefined while they are on their way. */
export function usersIfLoaded(getState: GetState): readonly User[] | undefined {
  const { data, isError } = selectUsers(getState() as UsersState);
  return isError ? NO_USERS : data;
}

/** The orders once they have come; undefined before. */
export const ordersIfLoaded = (getState: GetState): readonly Order[] | undefined =>
  selectOrders(getState() as OrdersState).data;

/**
 * One pager per loaded list, kept as long as the list is: its sorts and its recent searches
 * serve every later request, as they did when the screen kept the pager. The orders' pager is
 * made again when the users it joins change; a buyer's orders have one pager, the last asked.
 */
const userPagers = new WeakMap<readonly User[], RowPager<User, UserSort>>();
interface OrderPagers {
  users: readonly User[] | undefined;
  rules: RowPagerSpec<Order, PagedOrder, OrderSort>;
  all: RowPager<PagedOrder, OrderSort>;
  buyer?: { userId: string; pager: RowPager<PagedOrder, OrderSort> };
}
const orderPagers = new WeakMap<readonly Order[], OrderPagers>();

/** A new pager whose search text is made while the admin looks at the first rows. */
function searchedSoon<Row, Sort extends string>(pager: RowPager<Row, Sort>) {
  whenIdle(pager.prepareSearch);
  return pager;
}

function usersPager(users: readonly User[]) {
  let pager = userPagers.get(users);
  if (!pager) userPagers.set(users, (pager = searchedSoon(createRowPager(users, USER_RULES))));
  return pager;
}

function orderPagersOf(orders: readonly Order[], users: readonly User[] | undefined) {
  let pagers = orderPagers.get(orders);
  if (!pagers || pagers.users !== users) {
    const rules = orderRules(users && indexUsers(users));
    const all = createRowPager(orders, rules);
    // A search looks in the buyers' names too: its text waits for the users.
    pagers = { users, rules, all: users ? searchedSoon(all) : all };
    orderPagers.set(orders, pagers);
  }
  return pagers;
}

function ordersPager(
  orders: readonly Order[],
  users: readonly User[] | undefined,
  userId?: string,
) {
  const pagers = orderPagersOf(orders, users);
  if (userId === undefined) return pagers.all;
  if (pagers.buyer?.userId !== userId) {
    const pager = createRowPager(ordersOfBuyer(orders, userId), pagers.rules);
    pagers.buyer = { userId, pager };
  }
  return pagers.buyer.pager;
}

/** The pager's request for the server's page arguments; `from` and `to` days of `timeZone`. */
function pageRequest<Sort extends string>(
  { page, pageSize, q, sort, order, from, to, asListed }: Listed<PageArgs<Sort>>,
  filter: string,
  timeZone: string | undefined,
): RowPageRequest<Sort> {
  const listed = asListed ? undefined : sort;
  return { page, pageSize, q, sort: listed, order, filter, from, to, timeZone };
}

/**
 * The page of users the request asks for, and every user it matches (what an export writes);
 * its days are the shop's, of `timeZone` (the profile's).
 */
export const usersPage = (
  users: readonly User[],
  args: Listed<UsersPageArgs>,
  timeZone: string | undefined,
) => usersPager(users).page(pageRequest(args, args.admin, timeZone));

/** The page of orders the request asks for, and every order it matches. */
export const ordersPage = (
  orders: readonly Order[],
  users: readonly User[] | undefined,
  args: Listed<OrdersPageArgs>,
  timeZone: string | undefined,
) => ordersPager(orders, users, args.userId).page(pageRequest(args, args.status ?? '', timeZone));

/** One order with its buyer joined, as GET /admin/orders/{id} answers it; null without it. */
export function orderById(
  orders: readonly Order[],
  users: readonly User[] | undefined,
  id: string,
): PagedOrder | null {
  const order = orders.find((candidate) => String(candidate.id) === id);
  return order ? orderPagersOf(orders, users).rules.toRow(order, 0) : null;
}

/** A customer's orders in brief and who they are; undefined for a user the shop does not have. */
export function customerSummary(orders: readonly Order[], users: readonly User[], userId: string) {
  const user = users.find((candidate) => String(candidate.id) === userId);
  if (!user) return undefined;
  return {
    ...summariseOrders(orders, userId),
    user: { ...user, fullName: userDisplayName(user) },
  };
}

/** The shop's time zone, whose days a list's `from` and `to` are (docs/api.md#days). */
const zoneOf = (getState: GetState) => selectShopTimeZone(getState() as WithSession);

/** Every user `args` match among the loaded users, in order: what an export writes. */
export const usersMatching = (getState: GetState, args: Listed<UsersPageArgs>) =>
  usersPage(usersIfLoaded(getState) ?? [], args, zoneOf(getState)).allRows();

/** Every order `args` match among the loaded orders, in order. */
export const ordersMatching = (getState: GetState, args: Listed<OrdersPageArgs>) =>
  ordersPage(
    ordersIfLoaded(getState) ?? [],
    usersIfLoaded(getState),
    args,
    zoneOf(getState),
  ).allRows();
