/**
 * The orders of the paged-list tests: 33 orders a minute apart, 30 of one buyer, and three odd
 * ones (another buyer by userId, an unknown buyer, no status), with the answers' shape; and the
 * rows of orders and users that other tests write themselves.
 */
import type { Db } from '../../src/db/types';
import { insertOrders, type OrderRecord } from '../../src/repositories/orders';
import { insertUsers, type UserRecord } from '../../src/repositories/users';

export const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();

export function order(n: number, fields: Partial<OrderRecord> = {}): OrderRecord {
  return {
    id: `order${String(n).padStart(3, '0')}`,
    airlo_order_id: String(5000 + n),
    product_name: 'Travel eSIM Europe',
    coverage: 'Europe',
    amount: n,
    status: 'completed',
    created_at: at(n),
    updated_at: at(n),
    ...fields,
  };
}

/** A user named by its id, created at that moment, as the shop hands users over. */
export const userRow = (id: string, created_at: string): UserRecord => ({
  id,
  full_name: id,
  email: `${id}@example.com`,
  is_admin: false,
  created_at,
});

export async function insertPagedOrders(db: Db): Promise<void> {
  await insertUsers(db, [
    {
      id: 'u1',
      full_name: 'Diya Kapoor',
      email: 'diya@example.com',
      is_admin: false,
      created_at: at(0),
    },
    {
      id: 'u2',
      full_name: 'Rohan Iyer',
      email: 'rohan@example.org',
      is_admin: false,
      created_at: at(0),
    },
  ]);
  await insertOrders(db, [
    ...Array.from({ length: 30 }, (_, i) => order(i + 1, { customer_id: 'u1' })),
    order(31, {
      user_id: 'u2',
      status: 'Pending',
      product_name: 'Gift Card 500',
      coverage: 'India',
      amount: '1499.00',
    }),
    order(32, { user_id: 'ghost', status: 'failed', product_name: 'Device Cover 50%_off' }),
    order(33, { customer_id: 'u2', status: undefined, coverage: 'Asia' }),
  ]);
}
