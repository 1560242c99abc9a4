import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ORDER_VIEW_PARAM as VIEW_PARAM } from '@/lib/links';
import type { OrderRow } from './orderRows';

/**
 * Which order's details are open, kept in the URL (`?view=<order id>`): a reload or a shared
 * link opens the same details, and the browser's Back closes them.
 */
export function useViewedOrder() {
  const [params, setParams] = useSearchParams();
  const viewingId = params.get(VIEW_PARAM);
  const open = useCallback(
    (row: OrderRow) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set(VIEW_PARAM, row.id);
        return next;
      }),
    [setParams],
  );
  const close = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(VIEW_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { viewingId, open, close };
}

export type ViewedOrder = ReturnType<typeof useViewedOrder>;
