import { useMemo } from 'react';
import type { PagedListSpec } from '@/lib/listParams';
import { useListUrl } from './useListUrl';
import { usePagedList } from './usePagedList';

/**
 * A list kept on the server (`screens: 'server'`): its state from the URL (`usePagedList`), the
 * arguments of the page to ask for, read from the URL by the list's own `argsOf` (which its
 * route's prefetch reads too, so the screen finds that page cached), and the same without the
 * page for its CSV export.
 *
 * @example
 * const { list, args, query } = useKeptListPage(BLOG_LIST, blogsPageArgs);
 * const { data } = useGetBlogsPageQuery(args);
 */
export function useKeptListPage<
  Sort extends string,
  Param extends string,
  Args extends { page: number; pageSize: number },
>(spec: PagedListSpec<Sort, Param>, argsOf: (params: URLSearchParams) => Args) {
  const list = usePagedList(spec);
  const { params } = useListUrl();
  const args = useMemo(() => argsOf(params), [argsOf, params]);
  const query = useMemo(() => {
    const { page: _page, pageSize: _pageSize, ...rest } = args;
    return rest;
  }, [args]);
  return { list, args, query };
}
