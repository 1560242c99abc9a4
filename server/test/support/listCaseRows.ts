/**
 * The list cases' shop (src/testing/listCases/shop.ts) as the server's tables hold it: each row
 * of the whole lists it answers, turned back into the row the shop hands over.
 */
import type { OrderRecord } from '../../src/repositories/orders';
import type { UserRecord } from '../../src/repositories/users';
import type { Order, User } from '../../../contract/shop';
import { WHOLE_ORDERS, WHOLE_USERS } from '../../../src/testing/listCases/shop';

const userRow = ({ fullName, isAdmin, createdAt, ...rest }: User): UserRecord => ({
  ...rest,
  full_name: fullName,
  is_admin: isAdmin,
  created_at: new Date(createdAt.seconds * 1000 + createdAt.nanoseconds / 1_000_000).toISOString(),
});

const orderRow = ({ userId, createdAt, updatedAt, ...rest }: Order): OrderRecord => ({
  ...rest,
  ...(userId !== undefined && { user_id: userId }),
  created_at: createdAt,
  updated_at: updatedAt,
});

export const SHOP_USERS: readonly UserRecord[] = WHOLE_USERS.map(userRow);

export const SHOP_ORDERS: readonly OrderRecord[] = WHOLE_ORDERS.map(orderRow);
