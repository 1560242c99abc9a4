import { useCallback } from 'react';
import { useIdParam } from '@/hooks/useIdParam';
import { ORDER_VIEW_PARAM } from '@/lib/links';
import type { OrderRow } from './orderRows';

/**
 * Which order's details are open, kept in the URL (`?view=<order id>`): a reload or a shared
 * link opens the same details, and the browser's Back closes them.
 */
export function useViewedOrder() {
  const { id: viewingId, show, close } = useIdParam(ORDER_VIEW_PARAM);
  const open = useCallback((row: OrderRow) => show(row.id), [show]);
  return { viewingId, open, close };
}

export type ViewedOrder = ReturnType<typeof useViewedOrder>;
