/** The seeded users and orders as the API gives them, to know what the lists should show. */
import type { APIRequestContext } from '@playwright/test';
import { apiGet } from './session';

export interface ApiUser {
  id: string;
  fullName?: string;
  name?: string;
  email?: string;
  isAdmin?: boolean;
}

export interface ApiOrder {
  id: string;
  airlo_order_id?: string;
  customer_id?: string;
  userId?: string;
  product_name?: string;
  coverage?: string;
  status?: string;
  imei_number?: string;
  model_number?: string;
  additional_info?: string;
  /** ISO 8601. */
  createdAt?: string;
}

export const displayName = (user: ApiUser) => user.fullName || user.name || 'N/A';

export async function loadUsers(request: APIRequestContext): Promise<ApiUser[]> {
  return (await apiGet<{ users: ApiUser[] }>(request, '/admin/all-users')).users;
}

export async function loadOrders(request: APIRequestContext): Promise<ApiOrder[]> {
  return (await apiGet<{ orders: ApiOrder[] }>(request, '/admin/orders/all')).orders;
}

/**
 * A search matches order id, order number, user name, email, status, product, coverage
 * (docs/requirements.md#order-management).
 */
export function ordersMatching(orders: ApiOrder[], users: ApiUser[], query: string): ApiOrder[] {
  const byId = new Map(users.map((user) => [String(user.id), user]));
  const needle = query.toLowerCase();
  return orders.filter((order) => {
    const user = byId.get(String(order.customer_id ?? order.userId));
    return [
      order.id,
      order.airlo_order_id,
      user ? displayName(user) : 'N/A',
      user?.email || 'N/A',
      order.status,
      order.product_name,
      order.coverage,
    ].some((value) => (value ?? '').toLowerCase().includes(needle));
  });
}
