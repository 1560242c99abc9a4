import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  useGridApiRef,
  type GridFilterModel,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import type { PageArgs, Pagination, SortOrder } from '@/api/pagedList';
import type { ServerPaging } from '@/components/DataTable';
import { pageFromParams, pageToParams, withListChanges } from '@/lib/listParams';
import { SEARCH_DEBOUNCE_MS, useDebounced } from './useDebounced';
import { useTypedSearch } from './useTypedSearch';

export interface PagedListOptions<Sort extends string, Param extends string> {
  /** Each sortable grid column's field and the API's sort key for it. */
  sorts: Readonly<Partial<Record<string, Sort>>>;
  /** The sort when the URL names none: newest first. */
  defaultSort: Sort;
  /** The grid column whose filter (a single choice) the API takes, and the parameter it goes in. */
  filter: { field: string; param: Param };
  /**
   * How long typing pauses before the search changes (a request per pause); 0 for a list paged
   * in the browser, which searches at every key. Not deferred: a deferred search renders the
   * list twice per key, in slices, which takes longer than once at once
   * (docs/decisions.md#the-whole-lists-paged-in-the-browser).
   */
  debounceMs?: number;
}

/** A day as the API takes it; anything else in the URL is ignored. */
const dayOrUndefined = (text: string | null) =>
  text !== null && /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : undefined;

/**
 * A paged list's state, whichever side pages it (the server, or `createRowPager` over a list
 * loaded whole), all of it in the URL (`?q=&page=&pageSize=&sort=&order=`, the filter and the
 * creation days `from`, `to`), so a reload or a shared link shows the same rows: the request
 * it makes, the grid's controlled models, and the toolbar's search. A new search, sort or
 * filter goes back to page 1.
 *
 * @example
 * const list = usePagedList({ sorts: { amount: 'amount' }, defaultSort: 'createdAt', filter });
 * const page = useGetOrdersPageQuery(list.request);
 * <DataTable server={list.grid(page.data?.pagination)} ... />
 */
export function usePagedList<Sort extends string, Param extends string>(
  options: PagedListOptions<Sort, Param>,
) {
  const [params, setParams] = useSearchParams();
  const gridApi = useGridApiRef();
  const { sorts, defaultSort, filter, debounceMs = SEARCH_DEBOUNCE_MS } = options;

  /**
   * Sets these parameters (empty removes one) and goes back to page 1 unless `page` is set.
   * The grid repeats a model it already has (its sort, when a new page arrives): that changes
   * nothing, and must neither send the admin back to page 1 nor navigate at all, since a
   * navigation made from this render's parameters would undo one made since (the order
   * details opened by the same click). It reads the URL as last rendered, so it stays the same
   * function: the grid's handlers, and with them the grid, do not change at every navigation.
   * A search typed but not yet in the URL goes in with the change: a page turned meanwhile
   * must not be undone when the search is written.
   */
  const latest = useRef({
    params,
    setParams,
    takePendingSearch: (): string | undefined => undefined,
  });
  const update = useCallback((changes: Record<string, string>) => {
    const { params: current, setParams: setCurrent, takePendingSearch } = latest.current;
    const pendingSearch = takePendingSearch();
    const all = pendingSearch === undefined ? changes : { q: pendingSearch, ...changes };
    const same = Object.entries(all).every(([key, value]) => (current.get(key) ?? '') === value);
    if (same) return;
    setCurrent((now) => withListChanges(now, all), { replace: true });
  }, []);
  const writePendingSearch = useCallback(() => update({}), [update]);

  const urlSearch = params.get('q') ?? '';
  const search = useTypedSearch(urlSearch, writePendingSearch);
  useLayoutEffect(() => {
    latest.current = { params, setParams, takePendingSearch: search.takePending };
  });
  const typing = search.typed.trim() !== urlSearch.trim();
  const { page: urlPage, pageSize } = pageFromParams(params);
  // A search not yet in the URL starts at page 1, as it will be once written.
  const page = typing ? 1 : urlPage;
  const sortField = Object.keys(sorts).find((field) => field === params.get('sort'));
  const order: SortOrder = params.get('order') === 'asc' ? 'asc' : 'desc';
  const filterValue = params.get(filter.param) ?? '';
  const from = dayOrUndefined(params.get('from'));
  const to = dayOrUndefined(params.get('to'));
  const q = useDebounced(search.typed.trim(), debounceMs);

  const request = {
    page,
    pageSize,
    q,
    sort: (sortField && sorts[sortField]) || defaultSort,
    order: sortField ? order : 'desc',
    [filter.param]: filterValue,
    ...(from && { from }),
    ...(to && { to }),
  } as PageArgs<Sort> & Record<Param, string>;

  // The filter panel's own model (items being edited, their ids) is the grid's to keep; the
  // URL holds only the value the server gets.
  const [filterModel, setFilterModel] = useState<GridFilterModel>(() => ({
    items: filterValue ? [{ id: 1, field: filter.field, operator: 'is', value: filterValue }] : [],
  }));

  // Each model keeps its identity until it changes: the grid takes a new sort or filter model
  // for a new sort or filter, and goes back to the first page.
  const paginationModel = useMemo(() => ({ page: page - 1, pageSize }), [page, pageSize]);
  const sortModel = useMemo<GridSortModel>(
    () => (sortField ? [{ field: sortField, sort: order }] : []),
    [sortField, order],
  );

  const handlers = useMemo(
    () => ({
      onPaginationModelChange: (model: GridPaginationModel) => update(pageToParams(model)),
      onSortModelChange: ([first]: GridSortModel) =>
        update({ sort: first?.field ?? '', order: first?.sort === 'asc' ? 'asc' : '' }),
      onFilterModelChange: (model: GridFilterModel) => {
        setFilterModel(model);
        const item = model.items.find((candidate) => candidate.field === filter.field);
        const value = typeof item?.value === 'string' ? item.value : '';
        // Choosing a column is not yet a filter: the page stays until a value is chosen.
        if (value !== filterValue) update({ [filter.param]: value });
      },
    }),
    [update, filter.field, filter.param, filterValue],
  );

  /** The grid's server-mode props for the last answer's pagination. */
  const grid = (pagination: Pagination | undefined): ServerPaging => ({
    paginationModel,
    sortModel,
    filterModel,
    ...handlers,
    // More rows than a search counts: the grid says "more than" and offers a next page
    // while the page is full.
    rowCount: pagination && !pagination.totalExact ? -1 : (pagination?.total ?? 0),
    estimatedRowCount: pagination?.totalExact === false ? pagination.total : undefined,
    hasNextPage: pagination ? pagination.page < pagination.totalPages : false,
  });

  return {
    request,
    grid,
    /** Takes away the creation days the list is narrowed to (a dashboard link's `from`, `to`). */
    clearCreated: () => update({ from: '', to: '' }),
    /** Whether the URL names a sort: without one a list loaded whole keeps its own order. */
    sortChosen: sortField !== undefined,
    toolbar: { search: search.typed, onSearchChange: search.change, gridApi },
  };
}

/** A paged list's state as `usePagedList` gives it, for the views that show it. */
export type PagedList<Sort extends string = string, Param extends string = never> = ReturnType<
  typeof usePagedList<Sort, Param>
>;
