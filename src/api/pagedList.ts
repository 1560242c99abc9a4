/**
 * The paged lists of users and orders (docs/api.md#paged-users-and-orders): what a screen asks
 * for and what it gets, in one shape for both.
 */
import type { ShopPagination } from '../../contract/shop';
import type { PageQuery } from '../../contract/shopLists';

/** One page of a list as the grid asks for it: `page` counts from 1, as the API does. */
export type PageArgs<Sort extends string> = PageQuery<Sort>;

export type SortOrder = PageArgs<string>['order'];

/** `totalExact` is false when a search matched more rows than the server counts: a floor. */
export type Pagination = ShopPagination;

export interface PageOf<T> {
  items: T[];
  pagination: Pagination;
  /** When the server listed the page: a bulk request for all it matches names it (bulkApi.ts). */
  listedAt?: string;
}

/** The query string of a page request; empty values are left out. */
export function pageQuery(args: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(args)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

const EMPTY_PAGINATION: Pagination = {
  page: 1,
  pageSize: 0,
  total: 0,
  totalPages: 0,
  totalExact: true,
};

/** A page answer as the screens read it: a missing list or pagination reads as empty. */
export function readPage<T>(response: unknown, key: string): PageOf<T> {
  const record = (typeof response === 'object' && response !== null ? response : {}) as Record<
    string,
    unknown
  >;
  const items = Array.isArray(record[key]) ? (record[key] as T[]) : [];
  const pagination = { ...EMPTY_PAGINATION, ...(record.pagination as Partial<Pagination>) };
  return { items, pagination };
}
