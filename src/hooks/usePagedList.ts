import { useCallback, useMemo } from 'react';
import {
  changesNothing,
  readPagedList,
  withListChanges,
  type PagedListSpec,
} from '@/lib/listParams';
import { useUrlParams } from './useUrlParams';

/**
 * A paged list's state, whichever side pages it (the server, or `createRowPager` over a list
 * loaded whole), read from the URL alone, so a reload, a shared link or Back shows the same
 * rows: the URL's parameters, the request to make, the search the box shows, and the changes the
 * toolbar and the grid write back (`usePagedGrid` turns these into the grid's models). `spec` is
 * the list's module constant, read with the URL again only when it changes.
 *
 * @example
 * const list = usePagedList(ORDER_LIST);
 * const grid = usePagedGrid(list, page.data?.pagination);
 */
export function usePagedList<Sort extends string, Param extends string>(
  spec: PagedListSpec<Sort, Param>,
) {
  const [params, write] = useUrlParams();
  const state = useMemo(() => readPagedList(params, spec), [params, spec]);
  // Typed wide, so that a view can show any list.
  const filterOfView: { readonly field: string; readonly param: string } | undefined = spec.filter;
  /**
   * Writes these parameters in place of the history entry (`withListChanges`: empty removes one;
   * back to page 1 unless `page`). It stays the same function (`useUrlParams`); a change that
   * changes nothing (a model the grid repeats when a new page arrives) does not navigate.
   */
  const change = useCallback(
    (changes: Record<string, string>) =>
      write(
        (current) => (changesNothing(current, changes) ? null : withListChanges(current, changes)),
        { replace: true },
      ),
    [write],
  );
  const writeSearch = useCallback((text: string) => change({ q: text }), [change]);
  const clearCreated = useCallback(() => change({ from: '', to: '' }), [change]);
  const writeCreated = useCallback(
    (end: 'from' | 'to', day: string) => change({ [end]: day }),
    [change],
  );
  return {
    ...state,
    params,
    filter: filterOfView,
    change,
    /** Writes the search to the URL (as typed: the request trims it). */
    writeSearch,
    /** Takes away the creation days the list is narrowed to (a dashboard link's `from`, `to`). */
    clearCreated,
    /** Writes one end of the creation days ('' opens it). */
    writeCreated,
  };
}

/** A paged list's state as `usePagedList` gives it, for the views that show it. */
export type PagedList<Sort extends string = string, Param extends string = never> = ReturnType<
  typeof usePagedList<Sort, Param>
>;
