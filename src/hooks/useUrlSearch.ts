import { useCallback } from 'react';
import { useUrlParams } from './useUrlParams';

/**
 * A list's search text kept in the URL (`?q=`), so it survives a reload or a visit to a detail
 * and back. Typing replaces the history entry instead of adding one per key.
 */
export function useUrlSearch(key = 'q'): [string, (value: string) => void] {
  const [params, write] = useUrlParams();
  const value = params.get(key) ?? '';
  const setValue = useCallback(
    (next: string) =>
      write(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set(key, next);
          else updated.delete(key);
          return updated;
        },
        { replace: true },
      ),
    [key, write],
  );
  return [value, setValue];
}
