/**
 * The shop's users and orders as their tests see them: the seed as main.ts runs it, the two
 * read-only lists as the client reads them, and the rows of a table.
 */
import { loadConfig } from '../../src/config';
import { seed } from '../../src/seed/seed';
import type { User } from '../../../contract/shop';
import type { OrderRecord } from '../../src/repositories/orders';
import { useSignedInApp, type SignedInApp } from './lifecycle';
import { ADMIN, bearer } from './testApp';
import { clearTables, rowCount } from './testDb';

export type { User } from '../../../contract/shop';

export type Order = Record<string, unknown> & {
  id: string;
  amount: number | string;
  createdAt: string;
  updatedAt: string;
};

/**
 * An order row newer than any the seed makes, of a user the shop does not have, written to the
 * table as the shop's import would (neither list's cache has seen it).
 */
export const NEWEST_ORDER: OrderRecord = {
  id: 'NEWORDER000000000001',
  airlo_order_id: '9999999',
  user_id: 'someone',
  product_name: 'Airalo Japan eSIM',
  coverage: 'Japan 5 GB / 15 days',
  amount: '1499.00',
  created_at: '2100-01-01T00:00:00.000Z',
  updated_at: '2100-01-01T00:00:00.000Z',
};

/** An order of the paged list: the order and its buyer's name and email, when known. */
export type PagedOrder = Order & { userName?: string; userEmail?: string };

/** The ids of a page's orders, in its order. */
export const orderIds = (answer: { orders: PagedOrder[] }) => answer.orders.map(({ id }) => id);

/** Numbered ids from `from` down to `to`: countdown('order', 3, 8, 1) is order008 … order001. */
export const countdown = (prefix: string, digits: number, from: number, to: number) =>
  Array.from(
    { length: from - to + 1 },
    (_, i) => `${prefix}${String(from - i).padStart(digits, '0')}`,
  );

/** A page's pagination, its total exact. */
export const exactPagination = (
  page: number,
  pageSize: number,
  total: number,
  totalPages: number,
) => ({
  page,
  pageSize,
  total,
  totalPages,
  totalExact: true,
});

/** A paged list's answer (GET /admin/orders, /admin/users). */
export type Paged<Key extends string, T> = { success: boolean; message: string } & {
  [K in Key]: T[];
} & {
  pagination: {
    page: number;
    pageSize: number;
    total: number;
    totalPages: number;
    totalExact: boolean;
  };
};

function shopApi(server: SignedInApp) {
  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers: { ...bearer(server.token), ...headers } });

  /** A list's items, once its reply is checked: a 200 with success and the list's message. */
  async function list<T>(url: string, key: string, message: string): Promise<T[]> {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ success: boolean; message: string } & Record<string, unknown>>();
    expect(body.success).toBe(true);
    expect(body.message).toBe(message);
    return body[key] as T[];
  }

  /** A page of `/admin/<key>?query`, once its reply is checked to be a 200. */
  async function pageOf<T, Key extends 'users' | 'orders' = 'users' | 'orders'>(
    key: Key,
    query = '',
  ) {
    const response = await get(`/admin/${key}${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<Paged<Key, T>>();
  }

  return {
    get,
    pageOf,
    ordersPage: (query = '') => pageOf<PagedOrder, 'orders'>('orders', query),

    /** One test per query `url` refuses: a 400 whose message names the parameter. */
    itRefusesQueries(
      url: string,
      refusals: ReadonlyArray<readonly [query: string, message: string]>,
    ) {
      it.each(refusals)('refuses %s with a 400 naming the parameter', async (query, message) => {
        const response = await get(`${url}?${query}`);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ success: false, message });
      });
    },

    users: () => list<User>('/admin/all-users', 'users', 'Users fetched successfully.'),
    orders: () => list<Order>('/admin/orders/all', 'orders', 'Orders fetched successfully.'),

    /** The seed as main.ts runs it, from environment variables. */
    seedFrom: (env: Record<string, string>) =>
      seed(server.db, { ...loadConfig(env), admin: ADMIN }),

    count: (table: string) => rowCount(server.db, table),

    /**
     * Empties the users and orders only: the demo notifications and banners, once seeded, stay
     * (recorded in demo_seeds), so later seeds skip drawing their pictures again.
     */
    clearShop: () =>
      clearTables(server.db, ['admins', 'demo_seeds', 'notifications', 'banners', 'media']),
  };
}

/** The hooks of a shop test file: useSignedInApp's app and database, and shopApi on them. */
export function useShop() {
  const server = useSignedInApp();
  return { server, ...shopApi(server) };
}
