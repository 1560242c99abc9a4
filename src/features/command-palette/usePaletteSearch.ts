import { useMemo } from 'react';
import { failureText, GENERIC_FAILURE } from '@/api/apiError';
import { useShopSearch } from '@/api/shopListHooks';
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
  /** False for a backend with only the whole lists: screens only. */
  offered: boolean;
}

/**
 * Orders and users matching the text, from the server's paged lists
 * (docs/api.md#paged-users-and-orders): the first few of each, newest first, asked once the
 * typing pauses, by a backend that searches them.
 */
export function usePaletteSearch(text: string): PaletteSearch {
  const typed = text.trim();
  const q = useDebounced(typed, SEARCH_DEBOUNCE_MS);
  // currentData: never the matches of an earlier text while this one is asked.
  const { offered, orders, users } = useShopSearch(q, MATCHES, q.length < MIN_SEARCH_LENGTH);

  const orderItems = orders.currentData?.items;
  const userItems = users.currentData?.items;
  const options = useMemo(
    () => searchOptions(q, orderItems ?? [], userItems ?? []),
    [q, orderItems, userItems],
  );
  if (!offered || typed.length < MIN_SEARCH_LENGTH) {
    return { options: [], searching: false, error: null, offered };
  }
  const failure = orders.error ?? users.error;
  return {
    options,
    searching: typed !== q || orders.isFetching || users.isFetching,
    error: failure ? failureText(failure, GENERIC_FAILURE) : null,
    offered,
  };
}
