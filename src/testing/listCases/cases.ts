/**
 * What a paged list answers, as one table of cases over the shop of shop.ts
 * (docs/development.md#one-table-of-list-cases): the server's SQL on PGlite and on PostgreSQL
 * (server/test/listCases.test.ts) and the browser's pager (listCases.test.ts beside this file)
 * must each give these rows, in this order, with this count. Imports types alone, which leave
 * nothing at run time: both jest projects read it.
 */
import type { OrdersPageQuery, UsersPageQuery } from '../../../contract/shopLists';

/** A request as GET /admin/orders takes it; what is left out is the default. */
export type OrderListRequest = Partial<OrdersPageQuery>;

/** A request as GET /admin/users takes it; what is left out is the default. */
export type UserListRequest = Partial<UsersPageQuery>;

export type ListRequest = OrderListRequest | UserListRequest;

export interface ListCase<Request> {
  request: Request;
  /** The page's ids, in order. */
  ids: readonly string[];
  /** How many rows match; the page's length when left out. */
  total?: number;
}

/** The request as a query string, in the order the fields are written. */
export function listQuery(request: ListRequest): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request)) {
    if (value !== undefined) params.set(key, String(value));
  }
  return params.toString();
}

// `orders(9, 8)` is ['ORD-09', 'ORD-08']; the fifth is 'ord-05' (shop.ts), to sort ignoring case.
export const orders = (...numbers: number[]) =>
  numbers.map((n) => `${n === 5 ? 'ord' : 'ORD'}-${String(n).padStart(2, '0')}`);
// `users(9)` is the user without a name or an e-mail, 'walk-in' (shop.ts).
const users = (...numbers: number[]) => numbers.map((n) => (n === 9 ? 'walk-in' : `u0${n}`));

/** Both ways of a sort: descending is ascending reversed, the ties' ids included. */
function bothWays<Request extends ListRequest>(
  sort: NonNullable<Request['sort']>,
  ascending: readonly string[],
): ListCase<Request>[] {
  return [
    { request: { sort, order: 'asc' } as Request, ids: ascending },
    { request: { sort, order: 'desc' } as Request, ids: [...ascending].reverse() },
  ];
}

export const ORDER_CASES: readonly ListCase<OrderListRequest>[] = [
  // Newest first; the two orders of the same moment by id, going down.
  { request: {}, ids: orders(12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1) },
  ...bothWays<OrderListRequest>('createdAt', orders(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12)),
  ...bothWays<OrderListRequest>('orderId', orders(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12)),
  // Case ignored ('meera nair' twice); a buyer the shop does not have sorts last going up, one
  // whose name and e-mail are empty first (the screen's 'N/A' is neither).
  ...bothWays<OrderListRequest>('userName', orders(10, 11, 12, 4, 1, 2, 6, 5, 9, 8, 3, 7)),
  ...bothWays<OrderListRequest>('email', orders(10, 11, 12, 8, 1, 2, 5, 4, 6, 9, 3, 7)),
  // A digit before letters; 'Bali eSIM' and 'bali eSIM' tie.
  ...bothWays<OrderListRequest>('productName', orders(5, 1, 3, 8, 9, 4, 7, 2, 6, 10, 11, 12)),
  // As numbers (999 before 1000), 1499 and '1499.00' equal.
  ...bothWays<OrderListRequest>('amount', orders(6, 8, 9, 5, 3, 1, 2, 4, 7, 10, 11, 12)),
  // 'completed' and 'Completed' tie, as do 'pending' and 'PENDING'; blank first, none last going up.
  ...bothWays<OrderListRequest>('status', orders(10, 11, 12, 1, 2, 5, 4, 8, 9, 6, 3, 7)),

  // The search ignores case, in every field the screen shows, and takes % and _ literally.
  { request: { q: 'completed' }, ids: orders(2, 1) },
  { request: { q: 'COMPLETED' }, ids: orders(2, 1) },
  { request: { q: 'n/a' }, ids: orders(12, 11, 10, 7, 3) },
  { request: { q: 'air-5004' }, ids: orders(4) },
  // The order's number, or its digits alone, as the list shows it ('No. AIR-5004'), sorted too.
  { request: { q: '5004' }, ids: orders(4) },
  { request: { q: '5004', sort: 'amount', order: 'asc' }, ids: orders(4) },
  { request: { q: '₹1000' }, ids: orders(3) },
  { request: { q: '%' }, ids: orders(5) },
  { request: { q: '50%' }, ids: orders(5) },
  { request: { q: '_' }, ids: orders(5) },
  { request: { q: 'a_s' }, ids: orders(5) },
  { request: { q: ' shah' }, ids: orders(6) },
  // Accents count: 'aimee' is not 'aimée', 'zoe' not 'zoë'; an accented capital is lower-cased.
  { request: { q: 'aimée' }, ids: orders(4) },
  { request: { q: 'AIMÉE' }, ids: orders(4) },
  { request: { q: 'aimee' }, ids: [] },
  { request: { q: 'zoë' }, ids: orders(8) },
  { request: { q: 'zoe' }, ids: orders(9) },
  { request: { q: 'zz' }, ids: [] },
  // Text as the shop wrote it finds itself, however the database and the browser lower-case a
  // final sigma or a dotted capital I.
  { request: { q: 'ΕΛΛΑΣ' }, ids: orders(1) },
  { request: { q: 'İSTANBUL' }, ids: orders(1) },
  // A search sorted: from the server's search window (searchWindows.ts), ties and gaps as above.
  { request: { q: 'bali', sort: 'productName', order: 'asc' }, ids: orders(8, 9) },
  { request: { q: 'bali', sort: 'productName', order: 'desc' }, ids: orders(9, 8) },
  { request: { q: 'meera', sort: 'createdAt', order: 'asc' }, ids: orders(1, 2) },
  { request: { q: 'global', sort: 'userName', order: 'asc' }, ids: orders(5, 7) },
  { request: { q: 'global', sort: 'userName', order: 'desc' }, ids: orders(7, 5) },

  // The status whole, ignoring case; the days in UTC, both included.
  { request: { status: 'completed' }, ids: orders(2, 1) },
  { request: { status: 'PENDING' }, ids: orders(9, 8, 4) },
  { request: { status: 'Pending', sort: 'amount', order: 'asc' }, ids: orders(8, 9, 4) },
  { request: { status: 'pend' }, ids: [] },
  { request: { from: '2026-03-02', to: '2026-03-02' }, ids: orders(3) },
  { request: { from: '2026-03-03', to: '2026-03-04' }, ids: orders(6, 5, 4) },
  { request: { status: 'pending', from: '2026-03-06' }, ids: orders(9, 8) },
  { request: { to: '2026-03-01' }, ids: orders(2, 1) },
  { request: { q: 'esim', status: 'pending' }, ids: orders(9, 8) },
  // 'missing': no status or a blank one, whatever the case; with the days, a search, a sort.
  { request: { status: 'missing' }, ids: orders(12, 11, 10, 7, 3) },
  { request: { status: 'MISSING', from: '2026-03-03' }, ids: orders(12, 11, 10, 7) },
  { request: { q: 'global', status: 'missing' }, ids: orders(7) },
  { request: { status: 'missing', sort: 'amount', order: 'asc' }, ids: orders(3, 7, 10, 11, 12) },
  // A blank status asked for whole is that status alone.
  { request: { status: '\t' }, ids: orders(10) },

  // The buyer whole, named by customer_id or userId; one the shop does not have is a buyer too.
  { request: { userId: 'u01' }, ids: orders(1) },
  { request: { userId: 'u02' }, ids: orders(2) },
  { request: { userId: 'ghost' }, ids: orders(3) },
  { request: { userId: 'U01' }, ids: [] },
  { request: { userId: 'u0' }, ids: [] },
  { request: { userId: 'u08', q: 'bali' }, ids: orders(9) },
  { request: { userId: 'u03', q: 'bali', sort: 'amount', order: 'asc' }, ids: orders(8) },
  { request: { userId: 'u04', status: 'PENDING', from: '2026-03-03' }, ids: orders(4) },
  { request: { userId: 'u04', status: 'completed' }, ids: [] },

  // Pages: the tie of 1499 across two pages, the last page short (going down), then none.
  { request: { sort: 'amount', order: 'asc', pageSize: 2, page: 3 }, ids: orders(3, 1), total: 12 },
  { request: { sort: 'amount', order: 'asc', pageSize: 2, page: 4 }, ids: orders(2, 4), total: 12 },
  { request: { sort: 'amount', pageSize: 5, page: 3 }, ids: orders(8, 6), total: 12 },
  { request: { sort: 'amount', order: 'asc', pageSize: 2, page: 7 }, ids: [], total: 12 },
  // A search's pages, by amount going down: 07, 02, 01, then these.
  { request: { q: 'esim', sort: 'amount', pageSize: 3, page: 2 }, ids: orders(5, 9, 8), total: 7 },
  { request: { q: 'esim', sort: 'amount', pageSize: 3, page: 3 }, ids: orders(6), total: 7 },
  { request: { q: 'esim', sort: 'amount', pageSize: 3, page: 4 }, ids: [], total: 7 },
  { request: { pageSize: 100 }, ids: orders(12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1) },
];

export const USER_CASES: readonly ListCase<UserListRequest>[] = [
  { request: {}, ids: users(9, 8, 7, 5, 6, 4, 3, 2, 1) },
  // u06 joined half a second before u05, in the same second.
  ...bothWays<UserListRequest>('createdAt', users(1, 2, 3, 4, 6, 5, 7, 8, 9)),
  // 'Meera Nair' and 'meera nair' tie; a space before '_'; 'Zoe' before 'Zoë'; an empty name
  // first going up (the screen's 'N/A' is not one), as an empty e-mail.
  ...bothWays<UserListRequest>('fullName', users(9, 4, 1, 2, 6, 5, 7, 8, 3)),
  ...bothWays<UserListRequest>('email', users(9, 3, 1, 2, 5, 7, 4, 6, 8)),
  // 'Finance' and 'finance' tie, as do the support leads; no role last going up.
  ...bothWays<UserListRequest>('role', users(4, 6, 1, 3, 8, 2, 5, 7, 9)),
  ...bothWays<UserListRequest>('isAdmin', users(2, 3, 4, 5, 7, 8, 9, 1, 6)),

  { request: { q: 'MEERA' }, ids: users(2, 1) },
  { request: { q: '@example.in' }, ids: users(7, 5, 6) },
  { request: { q: '%' }, ids: users(5) },
  { request: { q: '_' }, ids: users(5) },
  { request: { q: 'a_s' }, ids: users(5) },
  { request: { q: ' shah' }, ids: users(6) },
  { request: { q: 'aimée' }, ids: users(4) },
  { request: { q: 'AIMÉE' }, ids: users(4) },
  { request: { q: 'aimee' }, ids: [] },
  { request: { q: 'zoë' }, ids: users(3) },
  { request: { q: 'zoe' }, ids: users(8) },
  // The name and e-mail as the shop has them, not the 'N/A' shown for an empty one.
  { request: { q: 'n/a' }, ids: [] },
  // The plain name of one, the e-mail of the other.
  { request: { q: 'lefevre' }, ids: users(8, 3) },
  { request: { q: 'shah', sort: 'fullName', order: 'asc' }, ids: users(6, 5) },
  { request: { q: 'meera', sort: 'fullName', order: 'desc' }, ids: users(2, 1) },
  { request: { q: 'meera', sort: 'createdAt', order: 'asc' }, ids: users(1, 2) },

  { request: { isAdmin: true }, ids: users(6, 1) },
  { request: { isAdmin: false }, ids: users(9, 8, 7, 5, 4, 3, 2) },
  { request: { isAdmin: false, q: 'lefèvre' }, ids: users(3) },
  { request: { from: '2026-03-02', to: '2026-03-03' }, ids: users(4, 3) },
  { request: { from: '2026-03-03' }, ids: users(9, 8, 7, 5, 6, 4) },
  { request: { to: '2026-03-01' }, ids: users(2, 1) },

  { request: { sort: 'fullName', order: 'asc', pageSize: 2, page: 2 }, ids: users(1, 2), total: 9 },
  { request: { sort: 'fullName', order: 'asc', pageSize: 2, page: 5 }, ids: users(3), total: 9 },
  { request: { sort: 'fullName', order: 'asc', pageSize: 2, page: 6 }, ids: [], total: 9 },
  {
    request: { q: '@example', sort: 'email', order: 'asc', pageSize: 2, page: 2 },
    ids: users(5, 7),
    total: 7,
  },
];
