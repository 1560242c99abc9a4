/**
 * The query strings of the paged users and orders (docs/api.md#paged-users-and-orders). Each
 * parameter is optional; a bad value is refused with a 400 that names it.
 */
import { Type, type Static, type TProperties } from '@sinclair/typebox';

import { ORDER_SORTS } from '../repositories/orders';
import { USER_SORTS } from '../repositories/users';
import { stringEnum } from './common';

/** The most rows one page holds: a larger pageSize is refused. */
export const MAX_PAGE_SIZE = 100;

function pageQuery<const Sort extends readonly string[], T extends TProperties>(
  sorts: Sort,
  filters: T,
) {
  return Type.Object({
    // Bounded so that (page - 1) * pageSize stays a number PostgreSQL takes for OFFSET.
    page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 25 }),
    q: Type.String({ maxLength: 200, default: '' }),
    sort: stringEnum(sorts, { default: 'createdAt' }),
    order: stringEnum(['asc', 'desc'] as const, { default: 'desc' }),
    ...filters,
  });
}

const keys = <T extends object>(sorts: T) => Object.keys(sorts) as (keyof T & string)[];

export const ordersPageQuerySchema = pageQuery(keys(ORDER_SORTS), {
  status: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
});
export type OrdersPageQuery = Static<typeof ordersPageQuerySchema>;

export const usersPageQuerySchema = pageQuery(keys(USER_SORTS), {
  isAdmin: Type.Optional(Type.Boolean()),
});
export type UsersPageQuery = Static<typeof usersPageQuerySchema>;

export const orderIdParamsSchema = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 100 }),
});
export type OrderIdParams = Static<typeof orderIdParamsSchema>;
