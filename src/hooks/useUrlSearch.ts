import { useCallback } from 'react';
import { useUrlParams, withParam } from './useUrlParams';

/**
 * A list's search text kept in the URL (`?q=`), so it survives a reload or a visit to a detail
 * and back. Typing replaces the history entry instead of adding one per key.
 */
export function useUrlSearch(key = 'q'): [string, (value: string) => void] {
  const [params, write] = useUrlParams();
  const value = params.get(key) ?? '';
  const setValue = useCallback(
    (next: string) => write((current) => withParam(current, key, next), { replace: true }),
    [key, write],
  );
  return [value, setValue];
}
