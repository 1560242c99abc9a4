import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
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

export interface PagedListOptions<Sort extends string, Param extends string> {
  /** Each sortable grid column's field and the API's sort key for it. */
  sorts: Readonly<Partial<Record<string, Sort>>>;
  /** The sort when the URL names none: newest first. */
  defaultSort: Sort;
  /** The grid column whose filter (a single choice) the API takes, and the parameter it goes in. */
  filter: { field: string; param: Param };
  /**
   * How long typing pauses before the search changes (a request per pause); 0 for a list paged
   * in the browser, which searches at every key. Not deferred: a deferred search rendered the
   * list twice per key, in slices, and took longer than once at once (README: Benchmarks).
   */
  debounceMs?: number;
}

/** A day as the API takes it; anything else in the URL is ignored. */
const dayOrUndefined = (text: string | null) =>
  text !== null && /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : undefined;

/**
 * How long typing pauses before the URL's `q` follows the search box. Longer than the search's
 * own debounce, so that the screen-wide render a new URL makes comes after the rows it shows.
 */
export const SEARCH_URL_DELAY_MS = 400;

/**
 * The search box's text, and the URL's `q` following it once typing pauses. A key changes only
 * the box and the list: writing the URL at every key re-rendered every part of the screen that
 * follows the address (the sidebar's links, the layout), which took longer than the search. The
 * URL changed some other way (Back, a link) puts its search in the box.
 */
function useTypedSearch(urlSearch: string, writeSearch: (value: string) => void) {
  const [typed, setTyped] = useState(urlSearch);
  const [seen, setSeen] = useState({ url: urlSearch, written: urlSearch });
  if (urlSearch !== seen.url) {
    setSeen({ url: urlSearch, written: seen.written });
    if (urlSearch !== seen.written) setTyped(urlSearch);
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const change = useCallback(
    (value: string) => {
      setTyped(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        setSeen((current) => ({ ...current, written: value }));
        writeSearch(value);
      }, SEARCH_URL_DELAY_MS);
    },
    [writeSearch],
  );
  return { typed, change };
}

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
   */
  const latest = useRef({ params, setParams });
  useLayoutEffect(() => {
    latest.current = { params, setParams };
  });
  const update = useCallback((changes: Record<string, string>) => {
    const { params: current, setParams: setCurrent } = latest.current;
    const same = Object.entries(changes).every(
      ([key, value]) => (current.get(key) ?? '') === value,
    );
    if (same) return;
    setCurrent((now) => withListChanges(now, changes), { replace: true });
  }, []);
  const writeSearch = useCallback((q: string) => update({ q }), [update]);

  const urlSearch = params.get('q') ?? '';
  const search = useTypedSearch(urlSearch, writeSearch);
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
