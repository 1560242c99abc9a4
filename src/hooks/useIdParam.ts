import { useCallback } from 'react';
import { useUrlParams, withParam } from './useUrlParams';

/**
 * The id of the item a screen shows in a dialog or card, kept in the URL (`?<name>=<id>`): a
 * reload or a shared link shows it again. Showing one adds a history entry, so the browser's
 * Back closes it; closing replaces the entry. `show` and `close` stay the same functions, so the
 * columns and row handlers made with them do not change at every navigation.
 */
export function useIdParam(name: string) {
  const [params, write] = useUrlParams();
  const id = params.get(name);
  const show = useCallback(
    (value: string) => write((current) => withParam(current, name, value)),
    [name, write],
  );
  const close = useCallback(
    () => write((current) => withParam(current, name, null), { replace: true }),
    [name, write],
  );
  return { id, show, close };
}
