import { useGridApiRef } from '@mui/x-data-grid';
import type { Pagination } from '@/api/pagedList';
import { usePagedGrid } from './usePagedGrid';
import type { PagedList } from './usePagedList';

/** What a paged list's view (users, orders) takes from its page, whichever side pages it. */
export interface PagedListViewProps<Row> {
  list: PagedList;
  /** How long typing pauses before the search is written (0: at every key). */
  searchDelayMs: number;
  /** This page's rows and the list's pagination. */
  rows: Row[];
  pagination: Pagination | undefined;
  /** Nothing to show yet. */
  loading: boolean;
  onExport: () => Promise<unknown> | void;
}

/** The spec's texts of a list's toolbar. */
export interface ListToolbarTexts {
  /** The search box's placeholder, e.g. 'Search orders...'. */
  placeholder: string;
  searchLabel: string;
  /** What the export saves, for its failure message: 'orders'. */
  subject: string;
}

/**
 * What a paged list's view hands its toolbar and its grid: the toolbar's texts and export, the
 * search box (written after `searchDelayMs` of pause), the creation days' chip, the Filter
 * button's grid, and the grid's server-mode props for the last answer's pagination.
 *
 * @example
 * const { toolbar, grid, gridApi } = usePagedListControls(props, ORDER_TOOLBAR);
 * <PagedListToolbar {...toolbar} />
 * <DataTable apiRef={gridApi} server={grid} ... />
 */
export function usePagedListControls(
  { list, pagination, searchDelayMs, onExport }: PagedListViewProps<unknown>,
  texts: ListToolbarTexts,
) {
  const gridApi = useGridApiRef();
  const grid = usePagedGrid(list, pagination);
  const { from, to } = list.request;
  const toolbar = {
    ...texts,
    onExport,
    search: list.search,
    onSearch: list.writeSearch,
    searchDelayMs,
    gridApi,
    created: { from, to, onClear: list.clearCreated, onChange: list.writeCreated },
  };
  return { gridApi, grid, toolbar };
}
