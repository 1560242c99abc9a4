/**
 * The query strings of the paged users and orders (docs/api.md#paged-users-and-orders). Each
 * parameter is optional; a bad value is refused with a 400 that names it.
 */
import { Type, type Static, type TObject, type TProperties } from '@sinclair/typebox';

import { BULK_LIMIT, BULK_MESSAGES } from './bulkRules';
import { dayParam, messages } from './fields';
import { stringEnum } from './common';
import { MISSING_ORDER_STATUS } from './orderRules';

/** The most rows one page holds: a larger pageSize is refused. */
export const MAX_PAGE_SIZE = 100;

/** What a request leaves out: the first page, newest first, no search. */
export const FIRST_PAGE = {
  page: 1,
  pageSize: 25,
  q: '',
  sort: 'createdAt',
  order: 'desc',
} as const;

/** A paged list's query: page, page size, search, sort and order, with the list's own filters. */
export function pageQuery<const Sort extends readonly string[], T extends TProperties>(
  sorts: Sort,
  filters: T,
) {
  return Type.Object({
    // Bounded so that (page - 1) * pageSize stays a number PostgreSQL takes for OFFSET.
    page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: FIRST_PAGE.page }),
    pageSize: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: FIRST_PAGE.pageSize }),
    q: Type.String({ maxLength: 200, default: FIRST_PAGE.q }),
    sort: stringEnum(sorts, { default: FIRST_PAGE.sort }),
    order: stringEnum(['asc', 'desc'] as const, { default: FIRST_PAGE.order }),
    ...filters,
  });
}

/** The orders' sort keys: the wire's names, which the repository maps to SQL. */
export const ORDER_SORT_KEYS = [
  'createdAt',
  'orderId',
  'userName',
  'email',
  'productName',
  'amount',
  'status',
] as const;
export type OrderSort = (typeof ORDER_SORT_KEYS)[number];

/** The users' sort keys: the wire's names, which the repository maps to SQL. */
export const USER_SORT_KEYS = ['createdAt', 'fullName', 'email', 'role', 'isAdmin'] as const;
export type UserSort = (typeof USER_SORT_KEYS)[number];

/** The days the rows were created in (docs/api.md#days). */
const createdBetween = {
  from: dayParam('from', "Created on or after this day, the shop's."),
  to: dayParam('to', "Created on or before this day, the shop's."),
};

export const ordersPageQuerySchema = pageQuery(ORDER_SORT_KEYS, {
  status: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 50,
      description: `Matched whole, ignoring case; '${MISSING_ORDER_STATUS}': the orders without one.`,
    }),
  ),
  userId: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 100,
      description: "The buyer's user id, as the order names it in customer_id or userId.",
    }),
  ),
  ...createdBetween,
});
export type OrdersPageQuery = Static<typeof ordersPageQuerySchema>;

export const usersPageQuerySchema = pageQuery(USER_SORT_KEYS, {
  isAdmin: Type.Optional(Type.Boolean()),
  ...createdBetween,
});
export type UsersPageQuery = Static<typeof usersPageQuerySchema>;

/** A page of either list, without its own filters: what the two lists ask alike. */
export type PageQuery<Sort extends string> = Omit<OrdersPageQuery, 'sort' | 'status' | 'userId'> & {
  sort: Sort;
};

export const orderIdParamsSchema = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 100 }),
});
export type OrderIdParams = Static<typeof orderIdParamsSchema>;

/** A shop user's id in a path (GET /admin/user/{id}/orders-summary): an order's id's schema. */
export const userIdParamsSchema = orderIdParamsSchema;
export type UserIdParams = Static<typeof userIdParamsSchema>;

/** The most rows an export by ids names: a bulk request's most (contract/bulkRules.ts). */
const EXPORT_IDS_PATTERN = `^[0-9]{1,19}(,[0-9]{1,19}){0,${BULK_LIMIT - 1}}$`;

/**
 * An export's query: a list's search, filter and sort, without paging (every row is sent), and
 * `ids`, to send only those of the matching rows (a selection's export, docs/api.md#bulk-work).
 */
export const exportQuery = <T extends TObject>(schema: T) =>
  Type.Composite([
    Type.Omit(schema, ['page', 'pageSize']),
    Type.Object({
      ids: Type.Optional(
        Type.String({
          pattern: EXPORT_IDS_PATTERN,
          description: `Only these rows: up to ${BULK_LIMIT} ids, separated by commas.`,
          ...messages({ invalid: BULK_MESSAGES.exportIds }),
        }),
      ),
    }),
  ]);
