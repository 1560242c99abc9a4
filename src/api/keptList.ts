/**
 * A list the server keeps and pages (categories, products, wallet payments, blogs, invoices:
 * docs/decisions.md#catalogue-on-the-server), made from its declaration (contract/resources.ts)
 * and what the screen offers to sort and filter: the page its URL names, asked for by the screen
 * (hooks/useKeptList.ts) and by its route's prefetch alike, and its CSV. With `screens: 'tab'`
 * the same calls are answered by the tab (source.ts).
 */
import type { RowsResource } from '../../contract/resources';
import { readPagedList, type PagedListSpec } from '@/lib/listParams';
import { baseApi } from './baseApi';
import { LISTED_AT_HEADER } from '../../contract/versionTag';
import { pageQuery, readPage, type PageOf } from './pagedList';
import { declared } from './declared';
import {
  resourceWrites,
  withMediaUrls,
  type ResourceId,
  type ResourceOptions,
} from './resourceApi';
import { providesList } from './tags';

/** A value of a list's query: its search, sort, filters. */
export type ListParam = string | number | boolean | undefined;

interface KeptListOptions<
  Item,
  Sort extends string,
  Param extends string,
  Value extends string,
> extends ResourceOptions<Item> {
  /** Each sortable grid column's field and the API's sort key for it; newest first by default. */
  sorts: PagedListSpec<Sort, Param>['sorts'];
  /** The grid column whose filter the API takes, its parameter, and the values it takes. */
  filter?: { field: string; param: Param; values: readonly Value[] };
}

/**
 * The page of `resource` the URL names, with only the parameters the API takes (it refuses any
 * other): the page, search and sort, its filter when the URL's value is one of its values, and
 * the `more` its screen reads from the URL beside them.
 */
export function keptList<
  Item extends { id: ResourceId },
  Sort extends string,
  Param extends string = never,
  Value extends string = never,
  More extends Record<string, ListParam> = Record<never, never>,
>(
  resource: RowsResource,
  { sorts, filter, ...options }: KeptListOptions<Item, Sort, Param, Value>,
  more: (params: URLSearchParams) => More = () => ({}) as More,
) {
  const { tag, rows, paths, named, offers } = declared(resource);
  const defaultSort = 'createdAt' as const;
  const spec = { sorts, defaultSort, filter } satisfies PagedListSpec<Sort | 'createdAt', Param>;
  const pageArgs = (params: URLSearchParams) => {
    const { request, filterValue } = readPagedList<Sort | 'createdAt', Param>(params, spec);
    const { page, pageSize, q, sort, order } = request;
    const value = filter?.values.find((candidate) => candidate === filterValue);
    const filtered = (filter && value ? { [filter.param]: value } : {}) as Partial<
      Record<Param, Value>
    >;
    // In the order the requests always had: the page, then what narrows it.
    return { page, pageSize, q, sort, order, ...more(params), ...filtered };
  };
  type Args = ReturnType<typeof pageArgs>;
  const name = `page${tag}`;
  const api = baseApi.injectEndpoints({
    endpoints: (build) => ({
      [name]: build.query<PageOf<Item>, Args>({
        query: (args) => `${paths.page}?${pageQuery(args)}`,
        transformResponse: (response: unknown, meta) => {
          const { items, pagination } = readPage<Item>(response, rows.list);
          return {
            items: items.map((item) => withMediaUrls(item, options.mediaFields)),
            pagination,
            listedAt: meta?.response?.headers.get(LISTED_AT_HEADER) ?? undefined,
          };
        },
        extraOptions: { loadFailure: { notify: options.loadFailure } },
        providesTags: (page) => providesList(tag)(page?.items),
      }),
    }),
  });
  const usePage: (args: Args) => { data?: PageOf<Item>; isFetching: boolean } =
    api.endpoints[name]!.useQuery;
  return {
    spec,
    searchDelayMs: offers.searchDelayMs,
    pageArgs,
    usePage,
    /** Starts loading the page these URL parameters name, unless it is cached. */
    prefetch: (params: URLSearchParams) => api.util.prefetch(name, pageArgs(params), {}),
    csv: { path: paths.csv, offered: offers.csv, list: named },
  };
}

/** A kept list with its create, update and delete. */
export function keptResource<
  Item extends { id: ResourceId },
  Body,
  Sort extends string,
  Param extends string = never,
  Value extends string = never,
  More extends Record<string, ListParam> = Record<never, never>,
>(
  resource: RowsResource,
  options: KeptListOptions<Item, Sort, Param, Value>,
  more?: (params: URLSearchParams) => More,
) {
  const { write: _write, ...writes } = resourceWrites<Item, Body>(resource, options);
  return { ...keptList<Item, Sort, Param, Value, More>(resource, options, more), ...writes };
}
