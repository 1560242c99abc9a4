import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The id of the item a screen shows in a dialog or card, kept in the URL (`?<name>=<id>`): a
 * reload or a shared link shows it again. Showing one adds a history entry, so the browser's
 * Back closes it; closing replaces the entry.
 */
export function useIdParam(name: string) {
  const [params, setParams] = useSearchParams();
  const id = params.get(name);
  const show = useCallback(
    (value: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set(name, value);
        return next;
      }),
    [name, setParams],
  );
  const close = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [name, setParams],
  );
  return { id, show, close };
}
