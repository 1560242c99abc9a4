/**
 * The shop the list cases run on (docs/development.md#one-table-of-list-cases): a handful of
 * users and orders, and the whole lists (`/admin/all-users`, `/admin/orders/all`) the browser
 * pages when the backend has no paged calls. The server's tests put these rows in its tables
 * (server/test/support/listCaseRows.ts) and check that it answers these whole lists.
 *
 * Made for ties and traps: equal dates, amounts, names, roles and statuses (broken by id); names
 * and statuses in other cases; accents; `%` and `_` in names, e-mails and products; orders
 * without a status or a known buyer, and with a blank one (a tab, spaces, a non-breaking space:
 * shown 'Unknown', filtered as missing); a buyer with an empty name and e-mail; capitals that
 * lower-case apart from their letter's context (a final sigma, a dotted I); rows on the edges of UTC days; two users a fraction of a
 * second apart. Where the server's collation decides (an accented letter against a plain one,
 * punctuation against letters and digits), the rows differ earlier, so the cases hold on PGlite's
 * C collation and on PostgreSQL's ICU alike.
 *
 * Imported by the client's and the server's tests: it imports the wire's types alone, which
 * leave nothing at run time.
 */
import type { Order, User } from '../../../contract/shop';

/** A user of `/admin/all-users`, created at `createdAt` (ISO 8601, to the millisecond). */
export const user = (
  id: string,
  fullName: string,
  email: string,
  createdAt: string,
  more: Partial<User> = {},
): User => {
  const ms = Date.parse(createdAt);
  return {
    id,
    fullName,
    email,
    isAdmin: false,
    // A Firestore timestamp, as the whole list answers it.
    createdAt: { seconds: Math.floor(ms / 1000), nanoseconds: (ms % 1000) * 1_000_000 },
    ...more,
  };
};

/** An admin with that role. */
export const admin = (role: string) => ({ isAdmin: true, role });

const USERS: readonly User[] = [
  user('u01', 'Meera Nair', 'meera@shop.in', '2026-03-01T10:00:00.000Z', admin('Support Lead')),
  user('u02', 'meera nair', 'nair.m@example.com', '2026-03-01T10:00:00.000Z'),
  user('u03', 'Zoë Lefèvre', 'lefevre.z@example.fr', '2026-03-02T23:59:59.999Z', {
    role: 'support lead',
  }),
  user('u04', 'AIMÉE Roy', 'roy.a@example.ca', '2026-03-03T00:00:00.000Z', { role: 'Finance' }),
  // Half a second after u06, in the same second.
  user('u05', 'Priya_Shah', 'priya%shah@example.in', '2026-03-04T08:00:00.750Z'),
  user('u06', 'Priya Shah', 'shah.p@example.in', '2026-03-04T08:00:00.250Z', admin('finance')),
  user('u07', 'Rohan Iyer', 'ROHAN@EXAMPLE.IN', '2026-03-05T12:00:00.000Z'),
  user('u08', 'Zoe Lefevre', 'zoe.l@example.fr', '2026-03-06T09:00:00.000Z', {
    role: 'Support Lead',
  }),
  // A customer the shop keeps without a name or an e-mail: the screens show 'N/A' for both, but
  // the values are empty, and sorted and searched as such.
  user('walk-in', '', '', '2026-03-07T08:00:00.000Z'),
];

/** An order of `/admin/orders/all`, its buyer's `user_id` answered as `userId`. */
const order = (
  n: number,
  buyer: Pick<Order, 'customer_id' | 'userId'>,
  product_name: string,
  coverage: string,
  amount: number | string,
  status: string | undefined,
  createdAt: string,
  more: Partial<Order> = {},
): Order => ({
  id: `ORD-${String(n).padStart(2, '0')}`,
  airlo_order_id: `AIR-500${n}`,
  ...buyer,
  product_name,
  coverage,
  amount,
  ...(status !== undefined && { status }),
  createdAt,
  updatedAt: createdAt,
  ...more,
});

// One order a line, a table to read across. Paid by the one rule (docs/api.md#paid-orders): 01,
// 02 (its payment status blank), 04 (its payment status success, its status pending); not 06,
// refunded though its payment status says success.
// prettier-ignore
const ORDERS: readonly Order[] = [
  order(1, { customer_id: 'u01' }, 'Airalo Europe eSIM', 'Europe 10 GB / 30 days: ΕΛΛΑΣ & İSTANBUL', 1499, 'completed', '2026-03-01T09:00:00.000Z'),
  order(2, { userId: 'u02' }, 'japan eSIM', 'Japan 5 GB / 15 days', '1499.00', 'Completed', '2026-03-01T09:00:00.000Z', { payment_status: ' ' }),
  order(3, { customer_id: 'ghost' }, 'Amazon Gift Card ₹1000', 'Digital voucher', 1000, undefined, '2026-03-02T23:59:59.999Z'),
  order(4, { userId: 'u04' }, 'Device Protection Plus', '12 months', '2999.50', 'pending', '2026-03-03T00:00:00.000Z', { payment_status: 'success' }),
  // Its id in lower case, as a shop's mixed-case ids have some: sorted by id, case is ignored.
  order(5, { customer_id: 'u05' }, '50% off eSIM_Bundle', 'Global 1 GB', 999, 'failed', '2026-03-04T08:00:00.000Z', { id: 'ord-05' }),
  order(6, { userId: 'u06' }, 'Thailand eSIM', 'Thailand 3 GB / 7 days', 299, 'refunded', '2026-03-04T12:00:00.000Z', { payment_status: 'success' }),
  order(7, {}, 'Global eSIM', 'Global 20 GB / 60 days', 3999, undefined, '2026-03-05T10:00:00.000Z'),
  order(8, { customer_id: 'u03' }, 'Bali eSIM', 'Indonesia 5 GB', 799, 'PENDING', '2026-03-06T10:00:00.000Z'),
  order(9, { userId: 'u08' }, 'bali eSIM', 'Indonesia 10 GB', 799, 'pending', '2026-03-07T10:00:00.000Z'),
  // Blank statuses, missing as the web app reads them; each sorts before the letters on every
  // collation, the space before the non-breaking space. Their buyer has no name or e-mail.
  order(10, { customer_id: 'walk-in' }, 'Travel Adapter', 'Universal plug', 4999, '\t', '2026-03-08T10:00:00.000Z'),
  order(11, { userId: 'walk-in' }, 'Travel Adapter', 'Universal plug', 5999, '  ', '2026-03-08T11:00:00.000Z'),
  order(12, { customer_id: 'walk-in' }, 'Travel Adapter', 'Universal plug', 6999, ' \u00a0', '2026-03-09T00:00:00.000Z'),
];

/** Newest first, ties by id going down: the whole lists' order (docs/api.md#users-and-orders). */
const newestFirst = <T extends { id: string }>(rows: readonly T[], createdAt: (row: T) => number) =>
  [...rows].sort((a, b) => createdAt(b) - createdAt(a) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));

/** What `/admin/all-users` answers for the shop's users. */
export const WHOLE_USERS: readonly User[] = newestFirst(
  USERS,
  ({ createdAt }) => createdAt.seconds * 1000 + createdAt.nanoseconds / 1_000_000,
);

/** What `/admin/orders/all` answers for the shop's orders. */
export const WHOLE_ORDERS: readonly Order[] = newestFirst(ORDERS, ({ createdAt }) =>
  Date.parse(createdAt),
);
