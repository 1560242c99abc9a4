import { useCallback } from 'react';
import { useOrder, useOrdersSummary } from '@/api/shopListHooks';
import { useIdParam } from '@/hooks/useIdParam';
import { NOT_AVAILABLE } from '@/lib/format';
import { ORDER_VIEW_PARAM } from '@/lib/links';
import { LOADING_USER, type OrderUser } from '@/lib/shopListRules';
import { pagedOrderRows, type OrderRow } from './orderRows';

/**
 * Which order's details are open, kept in the URL (`?view=<order id>`): a reload or a shared
 * link opens the same details, and the browser's Back closes them.
 */
export function useViewedOrder() {
  const { id: viewingId, show, close } = useIdParam(ORDER_VIEW_PARAM);
  const open = useCallback((row: OrderRow) => show(row.id), [show]);
  return { viewingId, open, close };
}

/** The viewed order's row: from the page when it is there, else asked for by id. */
export function useViewedRow(rows: readonly OrderRow[], id: string | null): OrderRow | null {
  const onPage = rows.find((row) => row.id === id);
  const order = useOrder(id, onPage !== undefined);
  if (id === null) return null;
  return onPage ?? (order ? (pagedOrderRows([order], 0)[0] ?? null) : null);
}

/** A real name or email, not what the grid shows for an unknown buyer or one still loading. */
export const known = (text: string | undefined) =>
  text && text !== NOT_AVAILABLE && text !== LOADING_USER ? text : undefined;

/**
 * What the chip calls the customer the list is narrowed to: their name, else their email, else
 * the id the URL names (a buyer the shop does not have, or one still loading).
 */
const customerName = (user: Partial<OrderUser> | undefined, userId: string): string =>
  known(user?.name) ?? known(user?.email) ?? userId;

/**
 * The name of the customer the list is narrowed to: the user their summary names (the same call
 * as their card's on User Management), else the buyer of a row shown, else the id.
 */
export function useCustomerName(userId: string | undefined, rows: readonly OrderRow[]) {
  const { currentData } = useOrdersSummary(userId ?? '', userId === undefined);
  if (userId === undefined) return undefined;
  const user = currentData?.user;
  const [first] = rows;
  return customerName(
    user
      ? { name: user.fullName, email: user.email }
      : { name: first?.userName, email: first?.email },
    userId,
  );
}
