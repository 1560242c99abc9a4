import { useCallback, useMemo, useState } from 'react';
import type { GridRowId, GridRowSelectionModel } from '@mui/x-data-grid';
import { isChecked, type GridSelection } from '@/components/gridSelection';

interface Selected {
  /** The rows checked on the page. */
  ids: ReadonlySet<GridRowId>;
  /** Every row of the page is checked. */
  pageFull: boolean;
  /** Every row the list's search and filters match, across its pages. */
  allMatching: boolean;
  /** Every row the grid shows, on all its pages: where the browser pages, those that match. */
  shownIds: readonly GridRowId[];
  /** On a phone: the cards show their boxes (the Select button, or a long press). */
  selecting: boolean;
}

const NONE: Selected = {
  ids: new Set(),
  pageFull: false,
  allMatching: false,
  shownIds: [],
  selecting: false,
};

/**
 * The rows an admin has selected on a list (docs/architecture.md#bulk-work): those checked on
 * the page, or, once asked, every row that matches. A new search, filter or sort (`query`) or a
 * new page clears it; every matching row stays selected across the pages. `paged`: the server
 * pages the list.
 */
export function useBulkSelection(query: string, paged: boolean) {
  const [selected, setSelected] = useState(NONE);
  const [of, setOf] = useState(query);
  if (of !== query) {
    // Another list: what was selected of the one before goes.
    setOf(query);
    setSelected(NONE);
  }
  const { ids, allMatching } = selected;
  const model = useMemo<GridRowSelectionModel>(
    () =>
      allMatching ? { type: 'exclude', ids: new Set() } : { type: 'include', ids: new Set(ids) },
    [ids, allMatching],
  );
  const onChange = useCallback<GridSelection['onChange']>((next, pageIds, shownIds) => {
    const checked = pageIds.filter((id) => isChecked(next, id));
    setSelected((was) => ({
      ids: new Set(checked),
      pageFull: pageIds.length > 0 && checked.length === pageIds.length,
      allMatching: false,
      shownIds,
      selecting: was.selecting || checked.length > 0,
    }));
  }, []);
  const onPage = useCallback(
    () => setSelected((was) => (was.allMatching || was.ids.size === 0 ? was : NONE)),
    [],
  );
  const onSelecting = useCallback(() => setSelected((was) => ({ ...was, selecting: true })), []);
  const clear = useCallback(() => setSelected(NONE), []);
  const selectAllMatching = useCallback(
    () => setSelected((was) => ({ ...was, allMatching: true })),
    [],
  );
  const { selecting } = selected;
  const grid = useMemo<GridSelection>(
    () => ({ model, onChange, onPage, paged, selecting, onSelecting }),
    [model, onChange, onPage, paged, selecting, onSelecting],
  );
  return { ...selected, grid, clear, selectAllMatching };
}
