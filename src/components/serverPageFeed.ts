import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { GridApi, GridValidRowModel } from '@mui/x-data-grid';

/**
 * A server-paged grid's rows and count, handed to it through its API rather than its props
 * (docs/decisions.md#the-whole-lists-paged-in-the-browser). Any change of the grid's props
 * renders the whole grid again, and a search changes the page's rows and the count at nearly
 * every key. Through its API, only what shows them renders again.
 *
 * The grid keeps the rows it was first given as its prop (so its `getRowId` must not change, or
 * it would take them again), and its count is uncontrolled: first the `rowCount` returned here,
 * in its initial state, then `setRowCount`. `active` false (a grid that pages its own rows)
 * leaves both to the props.
 */
export function useServerPageFeed<R extends GridValidRowModel>(
  apiRef: RefObject<GridApi | null>,
  rows: readonly R[],
  rowCount: number | undefined,
  active: boolean,
) {
  const [first] = useState(() => ({ rows, rowCount }));
  const given = useRef({ rows, rowCount });
  useLayoutEffect(() => {
    const api = apiRef.current;
    if (!active || !api) return;
    if (rows !== given.current.rows) api.setRows([...rows]);
    if (rowCount !== undefined && rowCount !== given.current.rowCount) api.setRowCount(rowCount);
    given.current = { rows, rowCount };
  }, [apiRef, rows, rowCount, active]);
  return first;
}
