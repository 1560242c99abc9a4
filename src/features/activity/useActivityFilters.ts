import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { GridPaginationModel } from '@mui/x-data-grid';
import type { ActivityArgs } from '@/api/activity';
import type { ServerPaging } from '@/components/DataTable';
import type { Pagination } from '@/api/pagedList';
import { pageFromParams, pageToParams, withListChanges } from '@/lib/listParams';

/** The filters the screen offers, each a URL parameter of the same name as the API's. */
export const FILTERS = ['adminId', 'entity', 'action', 'from', 'to'] as const;
export type FilterName = (typeof FILTERS)[number];

/**
 * The Activity screen's page and filters, all in the URL, so a reload or a shared link shows
 * the same entries; a new filter goes back to page 1.
 */
export function useActivityFilters() {
  const [params, setParams] = useSearchParams();
  const { page, pageSize } = pageFromParams(params);
  const filters = Object.fromEntries(
    FILTERS.map((name) => [name, params.get(name) ?? '']),
  ) as Record<FilterName, string>;

  const update = useCallback(
    (changes: Record<string, string>) =>
      setParams((current) => withListChanges(current, changes), { replace: true }),
    [setParams],
  );

  const args: ActivityArgs = { page, pageSize, ...filters };
  const paginationModel = useMemo(() => ({ page: page - 1, pageSize }), [page, pageSize]);

  /** The grid's server-mode props: paged here, never sorted or filtered by the grid. */
  const grid = (pagination: Pagination | undefined): ServerPaging => ({
    paginationModel,
    onPaginationModelChange: (model: GridPaginationModel) => update(pageToParams(model)),
    sortModel: [],
    onSortModelChange: () => undefined,
    filterModel: { items: [] },
    onFilterModelChange: () => undefined,
    rowCount: pagination?.total ?? 0,
    hasNextPage: pagination ? pagination.page < pagination.totalPages : false,
  });

  return {
    args,
    filters,
    setFilter: (name: FilterName, value: string) => update({ [name]: value }),
    grid,
  };
}
