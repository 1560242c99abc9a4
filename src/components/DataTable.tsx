import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import Paper from '@mui/material/Paper';
import {
  DataGrid,
  type DataGridProps,
  useGridApiRef,
  type GridFilterModel,
  type GridInitialState,
  type GridPaginationModel,
  type GridSortModel,
  type GridRowIdGetter,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { formatNumber } from '@/lib/format';
import { PAGE_SIZES } from '@/lib/listParams';
import { CARDS_LAYOUT } from './CardList';
import { useRowCards } from './CardListItem';
import { BOX_COLUMN, BULK_BAR_CLASS, useSelectionProps, type GridSelection } from './gridSelection';
import { SLOTS, useSlotProps } from './dataTableSlots';
import { gridColumnsOf, hiddenAtFirst, type ListColumn } from './listColumn';
import { useRowOpening } from './rowOpening';
import { useServerPageFeed } from './serverPageFeed';

/** A grid whose rows the server pages, sorts and filters: the models are the caller's. */
export interface ServerPaging {
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  sortModel: GridSortModel;
  onSortModelChange: (model: GridSortModel) => void;
  filterModel: GridFilterModel;
  onFilterModelChange: (model: GridFilterModel) => void;
  /** -1 when unknown ("more than estimatedRowCount"). */
  rowCount: number;
  estimatedRowCount?: number;
  hasNextPage: boolean;
}

export interface DataTableProps<R extends GridValidRowModel> {
  /** The grid's accessible name. */
  label: string;
  rows: readonly R[];
  /** The screen's column kit: the grid's columns, and what each is on a phone's card. */
  columns: readonly ListColumn<R>[];
  /** The spec's empty message, shown as the no-rows overlay. */
  emptyMessage: string;
  getRowId?: GridRowIdGetter<R>;
  /** A click on a row, or a tap on its card, opens the row (its details). */
  onRowClick?: (row: R) => void;
  rowHeight?: number;
  loading?: boolean;
  /** Rows paged, sorted and filtered by the server; without it, the grid does it all. */
  server?: ServerPaging;
  /** The rows checked for bulk work, with a box on each row and card; none where there is none. */
  selection?: GridSelection;
}

/** The grid's server modes. */
const SERVER_MODES = {
  paginationMode: 'server',
  sortingMode: 'server',
  filterMode: 'server',
  localeText: {
    /**
     * '1–50 of 300', or '1–50 of more than 1,000' when the server counted a search only up to
     * its limit: the grid's own label would say "around", which the count is not.
     */
    paginationDisplayedRows: ({ from, to, count, estimated }) => {
      const total =
        count === -1 ? `more than ${formatNumber(estimated ?? to)}` : formatNumber(count);
      return `${formatNumber(from)}–${formatNumber(to)} of ${total}`;
    },
  },
} satisfies Partial<DataGridProps>;
const PAPER_SX = {
  height: { xs: 560, md: 'calc(100vh - 250px)' },
  minHeight: 420,
  [`.${BULK_BAR_CLASS} + &`]: { height: { md: 'calc(100vh - 318px)' } },
};
const GRID_SX = {
  border: 0,
  '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
  // The last header's menu button, hidden until hovered, and its resize handle reach past the
  // grid's right edge: unclipped, they let a grid whose columns fit scroll sideways.
  '& .MuiDataGrid-columnHeader--last': { overflow: 'hidden' },
  // A click focuses the cell it lands on, and its ring stayed after the row's dialog closed, as if
  // the row were selected: the ring is the keyboard's alone (KEYBOARD_RING).
  '*:not([data-keys]) > & .MuiDataGrid-cell:is(:focus, :focus-within)': { outline: 'none' },
};
/** Marks the list as driven by the keyboard from a key until the next click or tap. */
const KEYBOARD_RING = {
  onKeyDownCapture: ({ currentTarget }: KeyboardEvent<HTMLElement>) => {
    currentTarget.dataset.keys = '';
  },
  onPointerDownCapture: ({ currentTarget }: PointerEvent<HTMLElement>) => {
    delete currentTarget.dataset.keys;
  },
};
const CLICKABLE_GRID_SX = { ...GRID_SX, '& .MuiDataGrid-row': { cursor: 'pointer' } };

/**
 * Every list of the back-office: MUI X DataGrid with sortable columns, virtualised rows,
 * paging, the column filter panel and the spec's empty message; on a phone, its rows as cards
 * (docs/architecture.md#a-list-on-a-phone-and-on-a-laptop). A click opens the row, and leaves
 * nothing marked behind it; a list with bulk work checks rows by their boxes (`selection`).
 *
 * @example
 * <DataTable label="Users" rows={rows} columns={columns} emptyMessage="No users found" />
 */
export function DataTable<R extends GridValidRowModel>({
  label,
  rows,
  columns,
  emptyMessage,
  getRowId,
  onRowClick,
  rowHeight = 56,
  loading = false,
  server,
  selection,
}: DataTableProps<R>) {
  // The grid compares its props by reference: a new object for the same slots, locale or meta
  // makes it work through every row again. Each stays the same object until what it holds changes.
  const gridApi = useGridApiRef();
  const fed = useServerPageFeed(gridApi, rows, server?.rowCount, server !== undefined);
  const [initialState] = useState<GridInitialState>(() => ({
    pagination: server ? { rowCount: fed.rowCount } : { paginationModel: { pageSize: 50 } },
    columns: { columnVisibilityModel: hiddenAtFirst(columns) },
  }));
  const boxes = selection !== undefined;
  const gridColumns = useMemo(
    () => (boxes ? [BOX_COLUMN, ...gridColumnsOf(columns)] : gridColumnsOf(columns)),
    [columns, boxes],
  );
  const cards = useRowCards(columns, onRowClick, selection);
  const selectionProps = useSelectionProps(gridApi, selection);
  const paper = useRef<HTMLDivElement>(null);
  // Cards run down the page: a new page starts at its first card, not where the pager was.
  useEffect(() => {
    if (!cards) return;
    return gridApi.current?.subscribeEvent('paginationModelChange', () =>
      paper.current?.scrollIntoView({ block: 'start' }),
    );
  }, [cards, gridApi]);
  const hasNextPage = server?.hasNextPage;
  const paginationMeta = useMemo(() => ({ hasNextPage }), [hasNextPage]);
  const slotProps = useSlotProps(label, emptyMessage, cards, columns);
  const opening = useRowOpening(onRowClick);
  const { hasNextPage: _hasNextPage, rowCount: _rowCount, ...models } = server ?? {};
  const paging = server && { ...models, ...SERVER_MODES, paginationMeta };
  return (
    <Paper
      ref={paper}
      variant="outlined"
      sx={cards ? CARDS_LAYOUT.paper : PAPER_SX}
      {...KEYBOARD_RING}
    >
      <DataGrid
        aria-label={label}
        // A paged grid keeps its first rows here; the later pages reach it through its API.
        rows={server ? fed.rows : rows}
        columns={gridColumns}
        initialState={initialState}
        getRowId={getRowId}
        apiRef={gridApi}
        loading={loading}
        rowHeight={rowHeight}
        // One row beyond those in view rather than the grid's 150 px: each new page or search
        // renders every row the grid holds, so the fewer it holds, the shorter a key's render.
        rowBufferPx={rowHeight}
        pageSizeOptions={PAGE_SIZES}
        {...paging}
        {...selectionProps}
        disableRowSelectionOnClick
        // A list's filters are those it declares, each shown as a chip; a paged list's is its
        // column's. One the grid filters itself would hide rows with nothing to say so.
        disableColumnFilter={!server}
        {...opening}
        slots={SLOTS}
        slotProps={slotProps}
        sx={cards ? CARDS_LAYOUT.grid : onRowClick ? CLICKABLE_GRID_SX : GRID_SX}
      />
    </Paper>
  );
}
