/**
 * A paged list's state as URL parameters (`?q=&page=&pageSize=&sort=&order=`, its filter and the
 * creation days `from`, `to`), read and written by pure functions: the URL is the list's one
 * source, and the request, the grid's models and the search box are derived from it. Shared by
 * the users' and orders' lists and the Activity screen.
 */
import type { PageArgs, SortOrder } from '@/api/pagedList';

/** Rows a page shows; the MIT grid allows at most 100. Rows inside a page are virtualised. */
export const PAGE_SIZES = [25, 50, 100];
/** Rows per page when the URL does not say: the grid's middle choice, as in client mode. */
export const DEFAULT_PAGE_SIZE = 50;

/**
 * How long typing pauses before a search is written, and with it sent: the keys of a quick burst
 * make one request, and a pause shows its rows at once. It is most of the time from a key to its
 * rows (the paged search itself answers in tens of milliseconds), so it is kept short enough for
 * a key's rows to stay within their target (docs/benchmarks.md#targets-and-latest-figures).
 */
export const SEARCH_DEBOUNCE_MS = 100;

const positiveInt = (text: string | null, fallback: number) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

/** The page (from 1) and page size the URL names; anything else is page 1 of the default size. */
export function pageFromParams(params: URLSearchParams): { page: number; pageSize: number } {
  const size = positiveInt(params.get('pageSize'), DEFAULT_PAGE_SIZE);
  return {
    page: positiveInt(params.get('page'), 1),
    pageSize: PAGE_SIZES.includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** The grid's page model as parameters: page 1 and the default size are left out of the URL. */
export function pageToParams(model: { page: number; pageSize: number }): Record<string, string> {
  return {
    page: model.page > 0 ? String(model.page + 1) : '',
    pageSize: model.pageSize === DEFAULT_PAGE_SIZE ? '' : String(model.pageSize),
  };
}

/**
 * `current` with `changes` made (an empty value removes its parameter). A change that does not
 * name the page goes back to page 1: a new search or filter starts the list again.
 */
export function withListChanges(
  current: URLSearchParams,
  changes: Record<string, string>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  if (!('page' in changes)) next.delete('page');
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** Whether `changes` would leave `current` as it is (a model the grid repeats). */
export const changesNothing = (current: URLSearchParams, changes: Record<string, string>) =>
  Object.entries(changes).every(([key, value]) => (current.get(key) ?? '') === value);

/** What a list offers to sort and filter, and how the API names them. */
export interface PagedListSpec<Sort extends string, Param extends string> {
  /** Each sortable grid column's field and the API's sort key for it. */
  sorts: Readonly<Partial<Record<string, Sort>>>;
  /** The sort when the URL names none: newest first. */
  defaultSort: Sort;
  /**
   * The grid column whose filter (a single choice) the API takes, and the parameter it goes in;
   * a list whose API takes no filter has none.
   */
  filter?: { readonly field: string; readonly param: Param };
  /** Whether the list can be narrowed to one buyer (BUYER_PARAM), as the orders can. */
  byBuyer?: boolean;
  /** Whether the list takes creation days (From, To), as the users and orders do. */
  days?: boolean;
}

/** The URL's parameter naming the one buyer a list is narrowed to; the API's name too. */
export const BUYER_PARAM = 'userId';

/** A paged list as its URL says: the request, and what the grid and the search box show. */
export interface PagedListState<Sort extends string, Param extends string> {
  request: PageArgs<Sort> & Record<Param, string> & { userId?: string };
  /** The search as typed (the request's is trimmed). */
  search: string;
  /** The sorted grid column, when the URL names one the list offers. */
  sortField: string | undefined;
  /** The filter's value ('' for none). */
  filterValue: string;
}

/**
 * A day as the API takes it (docs/api.md#days): one of the calendar, from year 1 on, as the
 * server checks it; anything else in the URL is ignored. The browser's Date would read
 * '2026-02-30' as March 2nd, and the whole lists would narrow where the server refuses.
 */
function dayOrUndefined(text: string | null) {
  if (text === null || !/^\d{4}-\d{2}-\d{2}$/.test(text) || text < '0001-01-01') return undefined;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(text) ? text : undefined;
}

/** The creation days the URL names; a from after its to, which the API refuses, names none. */
function daysFromParams(params: URLSearchParams): { from?: string; to?: string } {
  const from = dayOrUndefined(params.get('from'));
  const to = dayOrUndefined(params.get('to'));
  return from && to && from > to ? {} : { from, to };
}

/**
 * The list the URL names; what the API would refuse (an unknown sort, a page of -1, days of a
 * list that takes none) is left out.
 */
export function readPagedList<Sort extends string, Param extends string>(
  params: URLSearchParams,
  { sorts, defaultSort, filter, byBuyer, days }: PagedListSpec<Sort, Param>,
): PagedListState<Sort, Param> {
  const search = params.get('q') ?? '';
  const sortField = Object.keys(sorts).find((field) => field === params.get('sort'));
  const order: SortOrder = sortField && params.get('order') === 'asc' ? 'asc' : 'desc';
  const filterValue = (filter && params.get(filter.param)) ?? '';
  const { from, to } = days ? daysFromParams(params) : {};
  const userId = (byBuyer && params.get(BUYER_PARAM)) || undefined;
  const request = {
    ...pageFromParams(params),
    q: search.trim(),
    sort: (sortField && sorts[sortField]) || defaultSort,
    order,
    ...(filter && { [filter.param]: filterValue }),
    ...(from && { from }),
    ...(to && { to }),
    ...(userId && { userId }),
  } as PagedListState<Sort, Param>['request'];
  return { request, search, sortField, filterValue };
}

/** The grid's sort model as parameters: newest first is the URL without a sort. */
export function sortToParams(model: readonly { field: string; sort?: string | null }[]) {
  const [first] = model;
  return { sort: first?.field ?? '', order: first?.sort === 'asc' ? 'asc' : '' };
}
