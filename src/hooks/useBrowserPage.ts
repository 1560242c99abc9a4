import { useEffect, useMemo } from 'react';
import type { RowPage, RowPager } from '@/lib/rowPager';
import { whenIdle } from '@/lib/whenIdle';
import type { PagedList } from './usePagedList';

/**
 * The page a list loaded whole shows for a paged list's request, made in the browser by
 * `pager` (docs/decisions.md#the-whole-lists-paged-in-the-browser). Without a sort in the URL
 * the list keeps the order it came in. The search text is made while the admin looks at the
 * first rows, not at the first key, once `searchReady` (the users a search looks in are there).
 *
 * @example
 * const pager = useMemo(() => createRowPager(users, USER_PAGES), [users]);
 * const shown = useBrowserPage(pager, list, 'admin');
 */
export function useBrowserPage<Row, Sort extends string, Param extends string>(
  pager: RowPager<Row, Sort>,
  list: PagedList<Sort, Param>,
  filterParam: Param,
  searchReady = true,
): RowPage<Row> {
  useEffect(() => (searchReady ? whenIdle(pager.prepareSearch) : undefined), [pager, searchReady]);
  const { page, pageSize, q, sort, order, from, to } = list.request;
  const filter: string = list.request[filterParam];
  const chosenSort = list.sortChosen ? sort : undefined;
  return useMemo(
    () => pager.page({ page, pageSize, q, sort: chosenSort, order, filter, from, to }),
    [pager, page, pageSize, q, chosenSort, order, filter, from, to],
  );
}
