import { useMemo } from 'react';
import { failureText, GENERIC_FAILURE } from '@/api/apiError';
import { useGetOrdersPageQuery, useGetUsersPageQuery } from '@/api/shopLists';
import { useDebounced } from '@/hooks/useDebounced';
import { SEARCH_DEBOUNCE_MS } from '@/lib/listParams';
import { searchOptions, type PaletteOption } from './paletteOptions';

/** Shorter texts match too much of a big shop to be worth a request. */
export const MIN_SEARCH_LENGTH = 2;
/** Matches per group: enough to pick from, few enough to read. */
const MATCHES = 5;

export interface PaletteSearch {
  options: PaletteOption[];
  /** True while the text has not been answered yet. */
  searching: boolean;
  /** The failure's text when a search failed. */
  error: string | null;
}

const IDLE: PaletteSearch = { options: [], searching: false, error: null };

/**
 * Orders and users matching the text, from the server's paged lists
 * (docs/api.md#paged-users-and-orders): the first few of each, newest first, asked once the
 * typing pauses. `enabled` is false for a backend without those lists.
 */
export function usePaletteSearch(text: string, enabled: boolean): PaletteSearch {
  const typed = text.trim();
  // Without the paged lists there is nothing to wait for: the text is never sent.
  const q = useDebounced(enabled ? typed : '', SEARCH_DEBOUNCE_MS);
  const skip = !enabled || q.length < MIN_SEARCH_LENGTH;
  const page = { page: 1, pageSize: MATCHES, q, sort: 'createdAt', order: 'desc' } as const;
  // currentData: never the matches of an earlier text while this one is asked.
  const orders = useGetOrdersPageQuery({ ...page, status: '' }, { skip });
  const users = useGetUsersPageQuery({ ...page, admin: '' }, { skip });

  const orderItems = orders.currentData?.items;
  const userItems = users.currentData?.items;
  const options = useMemo(
    () => searchOptions(q, orderItems ?? [], userItems ?? []),
    [q, orderItems, userItems],
  );
  if (!enabled || typed.length < MIN_SEARCH_LENGTH) return IDLE;
  const failure = orders.error ?? users.error;
  return {
    options,
    searching: typed !== q || orders.isFetching || users.isFetching,
    error: failure ? failureText(failure, GENERIC_FAILURE) : null,
  };
}
