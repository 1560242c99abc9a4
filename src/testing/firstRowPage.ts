import type { RowPageRequest } from '@/lib/rowPager';

/** A pager's first page of 50 with nothing searched, narrowed or sorted: the items' own order. */
export const FIRST_ROW_PAGE: RowPageRequest<never> = {
  page: 1,
  pageSize: 50,
  q: '',
  sort: undefined,
  order: 'desc',
  filter: '',
};
