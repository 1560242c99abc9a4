import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `ms` milliseconds: a search sent per pause in the
 * typing, not per key. With `ms` 0, `value` itself.
 *
 * @example
 * const q = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
 */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    // Back to the settled value (or never left it): nothing to wait for.
    if (ms <= 0 || Object.is(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, settled, ms]);
  return ms <= 0 ? value : settled;
}
