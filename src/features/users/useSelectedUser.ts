import { useCallback, useState } from 'react';
import { useIdParam } from '@/hooks/useIdParam';
import { USER_SELECTED_PARAM } from '@/lib/links';
import type { UserRow } from './columns';

/**
 * Which user's card is shown, kept in the URL (`?selected=<user id>`), so that a link opens the
 * card and the browser's Back closes it. The row clicked last is remembered, so its card stays
 * when a new search or page leaves it out of the list; a link's user is found in the rows shown,
 * which the link's search (`?q=<email>`) has brought onto the page.
 */
export function useSelectedUser() {
  const { id: selectedId, show, close } = useIdParam(USER_SELECTED_PARAM);
  const [clicked, setClicked] = useState<UserRow | null>(null);

  const select = useCallback(
    (row: UserRow) => {
      setClicked(row);
      show(row.id);
    },
    [show],
  );
  /** The selected user among `rows`, or the row clicked when it is no longer among them. */
  const find = useCallback(
    (rows: readonly UserRow[]): UserRow | null => {
      if (selectedId === null) return null;
      const shown = rows.find((row) => row.id === selectedId);
      return shown ?? (clicked?.id === selectedId ? clicked : null);
    },
    [selectedId, clicked],
  );
  return { select, close, find };
}
