/**
 * The request a server-paged list (users, orders) makes for the URL it is opened at
 * (`?q=&page=&pageSize=&sort=&order=`, its filter, the creation days `from`, `to`): the route asks
 * for that page while the screen's code loads, and the screen asks for the same one, which is
 * then in the cache (docs/architecture.md#data-flow).
 */
import type { PageArgs } from '@/api/pagedList';
import { pageFromParams } from './listParams';

/** What a list offers to sort and filter, and how the API names them. */
export interface PagedListSpec<Sort extends string, Param extends string> {
  /** Each sortable grid column's field and the API's sort key for it. */
  sorts: Readonly<Partial<Record<string, Sort>>>;
  /** The sort when the URL names none: newest first. */
  defaultSort: Sort;
  /** The grid column whose filter (a single choice) the API takes, and the parameter it goes in. */
  filter: { readonly field: string; readonly param: Param };
}

/** A day as the API takes it; anything else in the URL is ignored. */
const dayOrUndefined = (text: string | null) =>
  text !== null && /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : undefined;

/** The page the URL names; what the API would refuse (an unknown sort, a page of -1) is left out. */
export function pagedListRequest<Sort extends string, Param extends string>(
  params: URLSearchParams,
  { sorts, defaultSort, filter }: PagedListSpec<Sort, Param>,
): PageArgs<Sort> & Record<Param, string> {
  const sortField = Object.keys(sorts).find((field) => field === params.get('sort'));
  const from = dayOrUndefined(params.get('from'));
  const to = dayOrUndefined(params.get('to'));
  return {
    ...pageFromParams(params),
    q: (params.get('q') ?? '').trim(),
    sort: (sortField && sorts[sortField]) || defaultSort,
    order: sortField && params.get('order') === 'asc' ? 'asc' : 'desc',
    [filter.param]: params.get(filter.param) ?? '',
    ...(from && { from }),
    ...(to && { to }),
  } as PageArgs<Sort> & Record<Param, string>;
}
