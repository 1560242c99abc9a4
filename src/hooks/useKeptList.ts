import { useMemo } from 'react';
import { useStore } from 'react-redux';
import { useExportCsvMutation, type CsvExportArgs } from '@/api/csvExport';
import type { ListParam } from '@/api/keptList';
import type { PageOf } from '@/api/pagedList';
import { numbered } from '@/components/columns';
import { saveRowsAsCsv } from '@/components/gridCsv';
import type { CsvColumn } from '@/lib/csv';
import type { PagedListSpec } from '@/lib/listParams';
import { usePagedList } from './usePagedList';
import { usePagedGrid } from './usePagedGrid';

/**
 * A paged list as its declaration makes it (api/keptList.ts for the lists a source keeps,
 * api/shopListHooks.ts for the users and orders), whoever pages it.
 */
export interface KeptList<Sort extends string, Param extends string, Args, Item> {
  spec: PagedListSpec<Sort, Param>;
  /** How long its search waits for typing to pause: not at all where the page is made at once. */
  searchDelayMs: () => number;
  /** The page the URL names, which its route's prefetch asks for too. */
  pageArgs: (params: URLSearchParams) => Args;
  /** The list's hook for one page. */
  usePage: (args: Args) => { data?: PageOf<Item>; isFetching: boolean; isLoading?: boolean };
  /** Its CSV: the export's path, whether the backend writes it, and the list's name for the file. */
  csv: {
    path: string;
    offered: () => boolean;
    list: string;
    /** The export's query for the page's, where the API names it otherwise. */
    query?: (query: Omit<Args, 'page' | 'pageSize'>) => CsvExportArgs['query'];
    /** Every item the page's query matches, found in the browser, where no CSV is offered. */
    matching?: (getState: () => unknown, args: Args) => readonly Item[];
  };
}

/** A list's rows as its screen shows them (numbered from `offset` + 1), and its CSV's columns. */
export interface ListView<Item, Row> {
  toRows: (items: readonly Item[], offset: number) => Row[];
  csvColumns?: readonly CsvColumn<Row>[];
}

/** Without a view (`Row` is then its default), the items themselves, numbered. */
const NUMBERED = { toRows: numbered };

/**
 * What every paged list shows: the page its URL names, the grid's server-mode props, and its
 * toolbar's search (written once typing pauses, or at every key where the page is made at once),
 * creation days, filter (where the list has one: its value in the URL, as a choice the toolbar
 * names from the columns) and CSV export (the source's file, the rows found in the browser, or
 * none).
 *
 * @example
 * const { rows, table, toolbar } = useKeptList(categories);
 * <CrudScreen rows={rows} {...table} toolbar={<PagedListToolbar {...toolbar} {...texts} />} />
 */
export function useKeptList<
  Sort extends string,
  Param extends string,
  Args extends { page: number; pageSize: number } & Record<string, ListParam>,
  Item extends object,
  Row = Item & { srNo: number },
>(
  { spec, searchDelayMs, pageArgs, usePage, csv }: KeptList<Sort, Param, Args, Item>,
  view: ListView<Item, Row> = NUMBERED as unknown as ListView<Item, Row>,
) {
  const list = usePagedList(spec);
  // Read from the URL by the list's own pageArgs, which its route's prefetch reads too, so the
  // screen finds that page cached; the export takes the same without the page.
  const args = useMemo(() => pageArgs(list.params), [pageArgs, list.params]);
  const query = useMemo(() => {
    const { page: _page, pageSize: _pageSize, ...rest } = args;
    return rest;
  }, [args]);
  const { data, isFetching, isLoading = false } = usePage(args);
  const grid = usePagedGrid(list, data?.pagination);
  const { filter: filterOf, filterValue, change } = list;
  const filter = useMemo(
    () =>
      filterOf && {
        field: filterOf.field,
        value: filterValue,
        onChange: (value: string) => change({ [filterOf.param]: value }),
      },
    [filterOf, filterValue, change],
  );
  const [exportCsv] = useExportCsvMutation();
  const { getState } = useStore();
  const items = useMemo(() => data?.items ?? [], [data]);
  // Numbered across the pages: this page's first row comes after the pages before it.
  const { page = 1, pageSize = 0 } = data?.pagination ?? {};
  const { toRows, csvColumns } = view;
  const rows = useMemo(() => toRows(items, (page - 1) * pageSize), [toRows, items, page, pageSize]);
  const found = csv.matching && csvColumns && { matching: csv.matching, columns: csvColumns };
  const { from, to } = list.request;
  const exportCsvOf = (ids?: readonly (string | number)[]) =>
    exportCsv({ path: csv.path, list: csv.list, query: csv.query?.(query) ?? query, ids }).unwrap();
  return {
    list,
    query,
    items,
    rows,
    pagination: data?.pagination,
    /** When the page was listed, where the backend says it (docs/api.md#bulk-work). */
    listedAt: data?.listedAt,
    /** The CSV of the rows with these ids (all that match, none given), where the source writes it. */
    exportRows: csv.offered() ? exportCsvOf : undefined,
    /** Nothing to show yet. */
    isLoading,
    table: { loading: isFetching, server: grid },
    toolbar: {
      filter,
      search: list.search,
      onSearch: list.writeSearch,
      searchDelayMs: searchDelayMs(),
      created: {
        ...(spec.days && { from, to, onChange: list.writeCreated }),
        onClear: list.clearCreated,
      },
      onExport: csv.offered()
        ? () => exportCsvOf()
        : found &&
          (() => saveRowsAsCsv(toRows(found.matching(getState, args), 0), found.columns, csv.list)),
    },
  };
}
