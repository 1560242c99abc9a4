import { ordersApi } from '@/api/orders';
import { usersApi } from '@/api/users';
import { selectIsAdmin } from '@/features/session/sessionSlice';
import { readConfig } from '@/lib/config';
import type { WholeList } from './screens';
import type { AppStore } from './store';

const PREFETCH = {
  orders: () => ordersApi.util.prefetch('getOrders', undefined, {}),
  users: () => usersApi.util.prefetch('getUsers', undefined, {}),
} satisfies Record<WholeList, () => unknown>;

/**
 * Starts loading a screen's whole lists as the admin goes to it, beside its code rather than
 * after it, so that they do not wait for the screen's chunk
 * (docs/decisions.md#the-whole-lists-paged-in-the-browser). Only for a signed-in admin, and only
 * when the lists are loaded whole; a list already cached is not asked for again.
 */
export function prefetchWholeLists(store: AppStore, lists: readonly WholeList[]): void {
  if (readConfig().lists !== 'client' || !selectIsAdmin(store.getState())) return;
  for (const list of lists) store.dispatch(PREFETCH[list]());
}
