/**
 * The shop's users and orders as the API answers them (docs/api.md#users-and-orders): the
 * database builds each row's JSON (repositories/users.ts, orders.ts), leaving out the fields
 * that are null; these schemas say what that JSON holds, for the answers' serialisation and the
 * OpenAPI document.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';

import { envelope } from './common';
import { LAST_ORDERS, PAID_ORDER_RULE } from './orderRules';

/** A text field the database leaves out when it is null. */
const text = (description?: string) => Type.Optional(Type.String({ description }));

export const userSchema = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  email: Type.String(),
  isAdmin: Type.Boolean(),
  role: text(),
  createdAt: Type.Object(
    { seconds: Type.Integer(), nanoseconds: Type.Integer() },
    { description: "A Firestore timestamp's shape, as the shop's own API sends it." },
  ),
});
export type User = Static<typeof userSchema>;

const orderFields = {
  id: Type.String(),
  airlo_order_id: Type.String(),
  customer_id: text('The buyer, when the shop recorded it here.'),
  userId: text('The buyer, when the shop recorded it here.'),
  product_name: Type.String(),
  coverage: Type.String(),
  amount: Type.Union([Type.Number(), Type.String()], {
    description: 'As the shop sent it: a number, or a numeric string such as "1499.00".',
  }),
  plan_type: text(),
  status: text(),
  payment_status: text(),
  transaction_id: text(),
  payment_method: text(),
  imei_number: text(),
  model_number: text(),
  additional_info: text(),
  createdAt: Type.String({ description: 'ISO 8601, UTC.' }),
  updatedAt: Type.String({ description: 'ISO 8601, UTC.' }),
};

export const orderSchema = Type.Object(orderFields);
export type Order = Static<typeof orderSchema>;

/** An order of the paged list: with its buyer's name and e-mail, when the buyer is known. */
export const pagedOrderSchema = Type.Object({
  ...orderFields,
  userName: text(),
  userEmail: text(),
});
export type PagedOrder = Static<typeof pagedOrderSchema>;

/** A whole list: `{ success, message, [key]: [...] }`. */
export function wholeListReplySchema(key: string, item: TSchema) {
  return Type.Object({ ...envelope, [key]: Type.Array(item) });
}

/** Where a page stands in its list. */
const shopPaginationSchema = Type.Object({
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  totalPages: Type.Integer(),
  totalExact: Type.Boolean({
    description: 'False when a search matched more rows than are counted: "more than total".',
  }),
});
export type ShopPagination = Static<typeof shopPaginationSchema>;

/** One page of a list (routes/shopPageReply.ts). */
export function shopPageReplySchema(key: string, item: TSchema) {
  return Type.Object({ ...envelope, [key]: Type.Array(item), pagination: shopPaginationSchema });
}

export const orderReplySchema = Type.Object({ ...envelope, order: pagedOrderSchema });

/** A customer's orders in brief (GET /admin/user/{id}/orders-summary). */
export const ordersSummarySchema = Type.Object({
  user: userSchema,
  orderCount: Type.Integer({ description: 'Every order the user is the buyer of.' }),
  totalSpent: Type.Number({
    description: `₹, the sum of their paid orders to the paisa, as the shop's revenue: ${PAID_ORDER_RULE}.`,
  }),
  lastOrders: Type.Array(orderSchema, {
    description: `Their ${LAST_ORDERS} newest orders, newest first.`,
  }),
});
export type OrdersSummary = Static<typeof ordersSummarySchema>;

export const ordersSummaryReplySchema = Type.Object({ ...envelope, summary: ordersSummarySchema });
