/**
 * Where the screens' data comes from, chosen here once for every call
 * (docs/architecture.md#where-the-data-comes-from): the reference server, or, with the run-time
 * `screens: 'tab'`, the tab for the resources it keeps (tabSource.ts), and, with `lists:
 * 'client'`, the browser for the users' and orders' pages, made from the whole lists
 * (shopLists.ts). A screen's hooks are the same either way.
 */
import { readConfig } from '@/lib/config';
import { resolveMediaUrl } from '@/lib/images';
import { SEARCH_DEBOUNCE_MS } from '@/lib/listParams';
import { tabFetch, tabOffers, tabResourceOf } from './tabSource';
import { fetchReadOnce } from './fetchReadOnce';

type Store = Parameters<typeof tabFetch>[0];

/** The API's origin, without a trailing slash. */
export const apiUrl = () => readConfig().apiBaseUrl;

/** An image field as the browser loads it: a path on the API's origin made absolute (lib/images.ts). */
export const mediaUrl = (value: string | null | undefined) => resolveMediaUrl(value, apiUrl());

/**
 * Whether the backend is the reference server, which has admin accounts with roles and streams
 * live changes; the specification's backend has neither.
 */
export const onReferenceServer = () => readConfig().screens === 'server';

/** The `fetch` that answers a call to `url`. */
export function fetchFor(url: string, store: Store): typeof fetchReadOnce {
  return !onReferenceServer() && tabResourceOf(url) ? tabFetch(store) : fetchReadOnce;
}

/** Whether the source of `url` answers it: the tab writes no CSV and resets no password. */
export const offered = (url: string, method = 'GET') =>
  onReferenceServer() || !tabResourceOf(url) || tabOffers(url, method);

/** Whether the users' and orders' pages are made in the browser from the whole lists. */
export const pagesInBrowser = () => readConfig().lists === 'client';

/**
 * How long a users' or orders' search waits for typing to pause: a page made in the browser is
 * there at once, so the search goes out at every key.
 */
export const listSearchDelayMs = () => (pagesInBrowser() ? 0 : SEARCH_DEBOUNCE_MS);

/**
 * Whether the backend reports the shop's numbers (the dashboard) and searches every order and
 * user at once (the command palette): the reference server, which pages the lists, does; a
 * backend with only the whole lists does neither.
 */
export const searchesAndCounts = () => !pagesInBrowser();
