import { useMemo, useState } from 'react';
import type { GridFilterModel, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import type { Pagination } from '@/api/pagedList';
import type { ServerPaging } from '@/components/DataTable';
import { pageToParams, sortToParams } from '@/lib/listParams';
import type { PagedList } from './usePagedList';

/** The filter's value in the grid's filter model ('' while a column is chosen but no value). */
const filterValueOf = (model: GridFilterModel, field: string) => {
  const item = model.items.find((candidate) => candidate.field === field);
  return typeof item?.value === 'string' ? item.value : '';
};

/**
 * The grid's server-mode props for a paged list and the last answer's pagination: its models
 * from the list's URL, and handlers that write the grid's changes there.
 *
 * Each model keeps its identity until it changes, and the handlers keep theirs for the list's
 * life: a new prop makes the grid render every row again, and a new model makes it take a new
 * sort or filter and go back to the first page.
 *
 * @example
 * const grid = usePagedGrid(list, page.data?.pagination);
 * <DataTable server={grid} ... />
 */
export function usePagedGrid(list: PagedList, pagination: Pagination | undefined): ServerPaging {
  const { request, sortField, filterValue, filter, change } = list;
  const { page, pageSize, order } = request;
  // The filter panel's own model (items being edited, their ids) is the grid's to keep; the
  // URL holds only the value the API gets.
  const urlModel = (): GridFilterModel => ({
    items:
      filter && filterValue
        ? [{ id: 1, field: filter.field, operator: 'is', value: filterValue }]
        : [],
  });
  const [filterModel, setFilterModel] = useState<GridFilterModel>(urlModel);
  // A filter the URL gets some other way (the toolbar's choice, Back, a link, a chip deleted)
  // shows in the grid, whose column menu still offers it.
  const [urlValue, setUrlValue] = useState(filterValue);
  if (filterValue !== urlValue) {
    setUrlValue(filterValue);
    if (filter && filterValueOf(filterModel, filter.field) !== filterValue) {
      setFilterModel(urlModel());
    }
  }
  const paginationModel = useMemo(() => ({ page: page - 1, pageSize }), [page, pageSize]);
  const sortModel = useMemo<GridSortModel>(
    () => (sortField ? [{ field: sortField, sort: order }] : []),
    [sortField, order],
  );
  const handlers = useMemo(
    () => ({
      onPaginationModelChange: (model: GridPaginationModel) => change(pageToParams(model)),
      onSortModelChange: (model: GridSortModel) => change(sortToParams(model)),
      onFilterModelChange: (model: GridFilterModel) => {
        setFilterModel(model);
        // Choosing a column is not yet a filter: the URL, and the page, stay until a value is.
        if (filter) change({ [filter.param]: filterValueOf(model, filter.field) });
      },
    }),
    [change, filter],
  );
  return {
    paginationModel,
    sortModel,
    filterModel,
    ...handlers,
    // More rows than a search counts: the grid says "more than" and offers a next page
    // while the page is full.
    rowCount: pagination && !pagination.totalExact ? -1 : (pagination?.total ?? 0),
    estimatedRowCount: pagination?.totalExact === false ? pagination.total : undefined,
    hasNextPage: pagination ? pagination.page < pagination.totalPages : false,
  };
}
