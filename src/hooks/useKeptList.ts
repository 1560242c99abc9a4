import { useMemo } from 'react';
import { useGridApiRef } from '@mui/x-data-grid';
import { useExportCsvMutation } from '@/api/csvExport';
import type { ListParam } from '@/api/keptList';
import type { PageOf } from '@/api/pagedList';
import { offered } from '@/api/source';
import { numbered } from '@/components/columns';
import { SEARCH_DEBOUNCE_MS, type PagedListSpec } from '@/lib/listParams';
import { useListUrl } from './useListUrl';
import { usePagedList } from './usePagedList';
import { usePagedGrid } from './usePagedGrid';

/** A list kept by a source, as api/keptList.ts makes it. */
export interface KeptList<Sort extends string, Param extends string, Args, Item> {
  spec: PagedListSpec<Sort, Param>;
  /** The page the URL names, which its route's prefetch asks for too. */
  pageArgs: (params: URLSearchParams) => Args;
  /** The list's RTK Query hook for one page. */
  usePage: (args: Args) => { data?: PageOf<Item>; isFetching: boolean };
  /** Its CSV: the export's path, and the list's name for the file. */
  csv: { path: string; list: string };
}

/**
 * What every list kept by a source shows (categories, products, wallet payments, blogs,
 * invoices): the page its URL names, the grid's server-mode props, and its toolbar's search,
 * creation days and CSV export (none where the source writes no CSV). A list with a filter gives
 * its toolbar `table.apiRef` as `gridApi`, for the Filter button.
 *
 * @example
 * const kept = useKeptList(categories);
 * <CrudScreen rows={kept.items} {...kept.table} toolbar={<PagedListToolbar {...kept.toolbar} />} />
 */
export function useKeptList<
  Sort extends string,
  Param extends string,
  Args extends { page: number; pageSize: number } & Record<string, ListParam>,
  Item extends object,
>({ spec, pageArgs: argsOf, usePage, csv }: KeptList<Sort, Param, Args, Item>) {
  const list = usePagedList(spec);
  // Read from the URL by the list's own argsOf, which its route's prefetch reads too, so the
  // screen finds that page cached; the export takes the same without the page.
  const { params } = useListUrl();
  const args = useMemo(() => argsOf(params), [argsOf, params]);
  const query = useMemo(() => {
    const { page: _page, pageSize: _pageSize, ...rest } = args;
    return rest;
  }, [args]);
  const { data, isFetching } = usePage(args);
  const grid = usePagedGrid(list, data?.pagination);
  const gridApi = useGridApiRef();
  const [exportCsv] = useExportCsvMutation();
  const items = useMemo(() => data?.items ?? [], [data]);
  // Numbered across the pages: this page's first row comes after the pages before it.
  const { page = 1, pageSize = 0 } = data?.pagination ?? {};
  const rows = useMemo(() => numbered(items, (page - 1) * pageSize), [items, page, pageSize]);
  return {
    list,
    query,
    items,
    rows,
    pagination: data?.pagination,
    table: { loading: isFetching, server: grid, apiRef: gridApi },
    toolbar: {
      // The Filter button, where the list has a filter.
      gridApi: spec.filter && gridApi,
      search: list.search,
      onSearch: list.writeSearch,
      searchDelayMs: SEARCH_DEBOUNCE_MS,
      created: { onClear: list.clearCreated },
      onExport: offered(csv.path)
        ? () => exportCsv({ path: csv.path, list: csv.list, query }).unwrap()
        : undefined,
    },
  };
}
