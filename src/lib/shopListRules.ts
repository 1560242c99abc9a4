/**
 * How the reference server searches, filters, sorts and joins its users and orders
 * (docs/api.md#paged-users-and-orders), for `createRowPager` to page the whole lists in the
 * browser the same way (api/wholeLists.ts). The list cases prove the two equal
 * (docs/development.md#one-table-of-list-cases).
 */
import type { Order, OrderSort, PagedOrder } from '@/api/orders';
import { adminWanted, userName, type User, type UserSort } from '@/api/users';
import { orderUserId } from './customerOrders';
import { NOT_AVAILABLE, toDate } from './format';
import { hasOrderStatus } from './orderStatus';
import type { RowPagerSpec } from './rowPager';

/** What an order's buyer is called while the users are still on their way. */
export const LOADING_USER = 'Loading...';

/** A buyer's name and e-mail as the shop has them, '' for none (the screens show 'N/A'). */
export interface OrderUser {
  name: string;
  email: string;
}

/** A number, undefined when it was not readable (NaN). */
const readable = (time: number | undefined) =>
  time === undefined || Number.isNaN(time) ? undefined : time;

/** The amount as a number (sorting, filtering, export); missing or unreadable amounts are null. */
export const amountValue = (amount: Order['amount'] | null) =>
  amount === null || amount === undefined || amount === ''
    ? null
    : (readable(Number(amount)) ?? null);

/** The user's name as the shop has it, '' for none: the screen's 'N/A' is not sorted or searched. */
const storedName = (user: User) => userName(user) ?? '';

/** User id → name (fullName or name) and email (docs/requirements.md#order-management). */
export function indexUsers(users: readonly User[]): Map<string, OrderUser> {
  return new Map(
    users.map((user) => [String(user.id), { name: storedName(user), email: user.email ?? '' }]),
  );
}

/** The buyer among `users`; undefined when the shop does not have them. */
export function findBuyer(order: Order, users: Map<string, OrderUser>): OrderUser | undefined {
  const userId = orderUserId(order);
  return userId === undefined ? undefined : users.get(String(userId));
}

/**
 * The buyer's name and email as the screen shows them, 'N/A' for an unknown buyer or an empty
 * value, which the server's search finds too; 'Loading...' while the users (undefined) are on
 * their way.
 */
function orderBuyer(order: Order, users: Map<string, OrderUser> | undefined): OrderUser {
  if (!users) return { name: LOADING_USER, email: LOADING_USER };
  const user = findBuyer(order, users);
  return { name: user?.name || NOT_AVAILABLE, email: user?.email || NOT_AVAILABLE };
}

/** Order id, order number, user name, email, status, product and coverage, lower-cased. */
function orderSearchText(order: Order, { name, email }: OrderUser): string {
  return (
    `${order.id}\n${order.airlo_order_id ?? ''}\n${name}\n${email}\n` +
    `${order.status ?? ''}\n${order.product_name ?? ''}\n${order.coverage ?? ''}`
  ).toLowerCase();
}

const lower = (text: string | undefined) => text?.toLowerCase();

/** When the order was made, in ms; undefined when it has no readable date. */
const createdTime = (order: Order) => readable(toDate(order.createdAt)?.getTime());

/**
 * The orders as the server pages them, each joined to its buyer in `users` (undefined while
 * they load, when the buyer reads 'Loading...'); text sorts ignore case. A buyer the shop does
 * not have has no name or e-mail to sort by (the screen's 'N/A' is not one): such orders come
 * last going up, and their rows have no userName, as on the server. A buyer's empty name or
 * e-mail is empty text, first going up, and empty in the row.
 */
export function orderRules(
  users: Map<string, OrderUser> | undefined,
): RowPagerSpec<Order, PagedOrder, OrderSort> {
  const buyer = (order: Order) => orderBuyer(order, users);
  const known = (order: Order) => (users ? findBuyer(order, users) : buyer(order));
  return {
    sortKeys: {
      orderId: (order) => lower(String(order.id)),
      userName: (order) => lower(known(order)?.name),
      email: (order) => lower(known(order)?.email),
      productName: (order) => lower(order.product_name),
      amount: (order) => amountValue(order.amount),
      status: (order) => lower(order.status),
      createdAt: createdTime,
    },
    id: (order) => String(order.id),
    searchText: (order) => orderSearchText(order, buyer(order)),
    filter: (order, status) => hasOrderStatus(order.status, status),
    createdAt: createdTime,
    toRow: (order) => {
      const joined = known(order);
      return joined ? { ...order, userName: joined.name, userEmail: joined.email } : { ...order };
    },
  };
}

/**
 * When the user joined, in ms, with the fraction a Firestore timestamp's nanoseconds carry (the
 * server sorts by the microsecond); undefined when there is no readable date.
 */
const joinedTime = ({ createdAt }: User) =>
  readable(
    typeof createdAt === 'object' && createdAt !== null && 'seconds' in createdAt
      ? Number(createdAt.seconds) * 1000 + Number(createdAt.nanoseconds ?? 0) / 1e6
      : toDate(createdAt)?.getTime(),
  );

/**
 * The users as the server pages them, the Admin filter read as the server is asked it
 * (adminWanted: a value other than 'Yes' or 'No' narrows nothing); text sorts ignore case.
 */
export const USER_RULES: RowPagerSpec<User, User, UserSort> = {
  sortKeys: {
    fullName: (user) => storedName(user).toLowerCase(),
    email: (user) => user.email?.toLowerCase(),
    role: (user) => user.role?.toLowerCase(),
    isAdmin: (user) => (user.isAdmin ? 1 : 0),
    createdAt: joinedTime,
  },
  id: (user) => String(user.id),
  searchText: (user) => `${storedName(user)}\n${user.email ?? ''}`.toLowerCase(),
  filter: (user, admin) => {
    const wanted = adminWanted(admin);
    return wanted === undefined || wanted === Boolean(user.isAdmin);
  },
  createdAt: joinedTime,
  toRow: (user) => user,
};
