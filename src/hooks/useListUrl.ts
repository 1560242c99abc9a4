import { useCallback } from 'react';
import { changesNothing, withListChanges } from '@/lib/listParams';
import { useUrlParams } from './useUrlParams';

/**
 * A list's URL parameters, and `change`, which writes some of them (`withListChanges`: empty
 * removes one, and a change that does not name the page goes back to page 1) in place of the
 * history entry. It stays the same function (`useUrlParams`). A change that changes nothing (a
 * model the grid repeats when a new page arrives) does not navigate, nor go back to page 1.
 *
 * @example
 * const { params, change } = useListUrl();
 * change({ sort: 'amount', order: 'asc' });
 */
export function useListUrl() {
  const [params, write] = useUrlParams();
  const change = useCallback(
    (changes: Record<string, string>) =>
      write(
        (current) => (changesNothing(current, changes) ? null : withListChanges(current, changes)),
        { replace: true },
      ),
    [write],
  );
  return { params, change };
}
