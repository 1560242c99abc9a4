import { useGridApiRef } from '@mui/x-data-grid';
import type { Pagination } from '@/api/pagedList';
import { usePagedGrid } from './usePagedGrid';
import type { PagedList } from './usePagedList';

/**
 * What a paged list's view hands its toolbar and its grid: the search box (written after
 * `searchDelayMs` of pause), the creation days' chip, the Filter button's grid, and the grid's
 * server-mode props for the last answer's pagination.
 *
 * @example
 * const { toolbar, grid, gridApi } = usePagedListControls(list, page.data?.pagination, 100);
 * <PagedListToolbar {...toolbar} ... />
 * <DataTable apiRef={gridApi} server={grid} ... />
 */
export function usePagedListControls(
  list: PagedList,
  pagination: Pagination | undefined,
  searchDelayMs: number,
) {
  const gridApi = useGridApiRef();
  const grid = usePagedGrid(list, pagination);
  const { from, to } = list.request;
  const toolbar = {
    search: list.search,
    onSearch: list.writeSearch,
    searchDelayMs,
    gridApi,
    created: { from, to, onClear: list.clearCreated },
  };
  return { gridApi, grid, toolbar };
}
