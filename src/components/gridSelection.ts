/**
 * A list's checked rows, as the grid and its phone cards share them (docs/architecture.md#bulk-work):
 * MUI X's own checkboxes, the header's box checking the page (`checkboxSelectionVisibleOnly`),
 * the model controlled by the screen (hooks/useBulkSelection.ts).
 */
import { useEffect, useMemo, type RefObject } from 'react';
import {
  GRID_CHECKBOX_SELECTION_COL_DEF,
  gridExpandedSortedRowIdsSelector,
  gridPaginatedVisibleSortedGridRowIdsSelector,
  type DataGridProps,
  type GridApi,
  type GridColDef,
  type GridRowId,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';

/**
 * The class of the bar of actions above a list with rows selected: the grid below it is shorter
 * by the bar's height, so that its pager stays in view (DataTable.tsx).
 */
export const BULK_BAR_CLASS = 'BulkActionBar';

/** What the grid and its cards are given: the checked rows, and how a change is told. */
export interface GridSelection {
  model: GridRowSelectionModel;
  /** A change of the checks, with the page's rows then, and every row the grid shows. */
  onChange: (
    model: GridRowSelectionModel,
    pageIds: readonly GridRowId[],
    shownIds: readonly GridRowId[],
  ) => void;
  /** The page changed: its checks go, unless every matching row is selected. */
  onPage: () => void;
  /** The server pages the rows: the grid holds one page. */
  paged: boolean;
  /** Whether the cards show their boxes, and how they come to (a long press, Select). */
  selecting: boolean;
  onSelecting: () => void;
}

type Api = RefObject<GridApi | null>;

/**
 * The boxes' column, as narrow as a box allows: at 1280 px the lists' columns still fit beside the
 * sidebar (docs/architecture.md#a-list-on-a-phone-and-on-a-laptop).
 */
export const BOX_COLUMN: GridColDef = {
  ...GRID_CHECKBOX_SELECTION_COL_DEF,
  width: 42,
  minWidth: 42,
};

/**
 * The rows on the grid's page, and every row it shows, on all its pages: where the server
 * pages, the grid holds its page alone.
 */
function shownOf(api: Api, { paged }: GridSelection) {
  if (!api.current) return { pageIds: [], shownIds: [] };
  const grid = api as RefObject<GridApi>;
  const shownIds = gridExpandedSortedRowIdsSelector(grid);
  return {
    pageIds: paged ? shownIds : gridPaginatedVisibleSortedGridRowIdsSelector(grid),
    shownIds,
  };
}

/** Whether a row is checked in `model`. */
export const isChecked = (model: GridRowSelectionModel, id: GridRowId) =>
  (model.type === 'include') === model.ids.has(id);

/** Checks or unchecks one row (a card's box), the page's other checks as they are. */
export function toggleRow(selection: GridSelection, api: Api, id: GridRowId, checked: boolean) {
  const { pageIds, shownIds } = shownOf(api, selection);
  const ids = new Set(pageIds.filter((other) => isChecked(selection.model, other)));
  if (checked) ids.add(id);
  else ids.delete(id);
  selection.onChange({ type: 'include', ids }, pageIds, shownIds);
}

/** The grid's props for `selection` (none without it), and its checks cleared with the page. */
export function useSelectionProps(api: Api, selection: GridSelection | undefined) {
  const onPage = selection?.onPage;
  useEffect(
    () => (onPage ? api.current?.subscribeEvent('paginationModelChange', onPage) : undefined),
    [api, onPage],
  );
  return useMemo<Partial<DataGridProps>>(
    () =>
      selection
        ? {
            checkboxSelection: true,
            checkboxSelectionVisibleOnly: true,
            // The bar above says how many, and of what.
            hideFooterSelectedRowCount: true,
            rowSelectionModel: selection.model,
            onRowSelectionModelChange: (model) => {
              const { pageIds, shownIds } = shownOf(api, selection);
              selection.onChange(model, pageIds, shownIds);
            },
          }
        : {},
    [api, selection],
  );
}
