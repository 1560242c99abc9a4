/**
 * Where the screens' data comes from, chosen here once for every call
 * (docs/architecture.md#where-the-data-comes-from): the reference server, or, with the run-time
 * `screens: 'tab'`, the tab for the resources it keeps (tabSource.ts), and, with `lists:
 * 'client'`, the browser for the users' and orders' pages, made from the whole lists
 * (shopLists.ts). A screen's hooks are the same either way; a call the backend does not answer
 * is answered here as its 404, which the screens show as they show any backend's.
 */
import { readConfig } from '@/lib/config';
import { resolveMediaUrl } from '@/lib/images';
import { SEARCH_DEBOUNCE_MS } from '@/lib/listParams';
import { API_PATHS } from './endpoints';
import { adminPath, tabFetch, tabOffers, tabResourceOf } from './tabSource';
import { fetchReadOnce } from './fetchReadOnce';

type Store = Parameters<typeof tabFetch>[0];

/** The API's origin, without a trailing slash. */
export const apiUrl = () => readConfig().apiBaseUrl;

/** How long a request may stay unanswered before it fails with a time-out. */
export const requestTimeoutMs = () => readConfig().requestTimeoutMs;

/** An image field as the browser loads it: a path on the API's origin made absolute (lib/images.ts). */
export const mediaUrl = (value: string | null | undefined) => resolveMediaUrl(value, apiUrl());

/**
 * The calls of the reference server's admin accounts (roles, each admin's own password, sessions,
 * two-factor sign-in and passkeys, live changes): the specification's backend has none of them.
 */
const ACCOUNT_CALLS: readonly string[] = [
  API_PATHS.ownPassword,
  API_PATHS.endOtherSessions,
  API_PATHS.twoFactor,
  API_PATHS.events,
  API_PATHS.passkeys,
  API_PATHS.passkeyOptions,
  API_PATHS.passkeySignIn,
  API_PATHS.passkeySignInOptions,
];

/**
 * The calls of a backend that pages, counts and searches the shop's lists
 * (docs/api.md#paged-users-and-orders): one with only the whole lists has none of them.
 */
const PAGING_CALLS: readonly RegExp[] = [
  /^\/admin\/(users|orders)(\.csv|\/(?!all$)[^/]+)?$/,
  /^\/admin\/user\/[^/]+\/orders-summary$/,
  /^\/admin\/stats$/,
];

/** Bulk work on a list (docs/api.md#bulk-work): the reference server's and the tab's alone. */
const BULK_CALL = /^\/admin\/[^/]+\/bulk\//;

const onReferenceServer = () => readConfig().screens === 'server';
const pagesInBrowser = () => readConfig().lists === 'client';

/**
 * Whether the backend answers `method` on `url`: the tab writes no CSV and resets no password,
 * the specification's backend has no accounts of its own and does no bulk work, and one of
 * whole lists neither pages nor counts them.
 */
export function offered(url: string, method = 'GET'): boolean {
  const path = adminPath(url) ?? '';
  if (!onReferenceServer()) {
    if (tabResourceOf(url)) return tabOffers(url, method);
    if (ACCOUNT_CALLS.includes(path) || BULK_CALL.test(path)) return false;
  }
  return !(pagesInBrowser() && PAGING_CALLS.some((call) => call.test(path)));
}

/** A call the backend does not answer, answered at once as its 404 without leaving the browser. */
const notOffered = async () =>
  new Response(JSON.stringify({ success: false, message: 'Not found.' }), {
    status: 404,
    headers: { 'Content-Type': 'application/json' },
  });

/** The `fetch` that answers `method` on `url`. */
export function fetchFor(url: string, method: string, store: Store): typeof fetchReadOnce {
  if (!onReferenceServer() && tabResourceOf(url)) return tabFetch(store);
  return offered(url, method) ? fetchReadOnce : notOffered;
}

/**
 * How long a list's search waits for typing to pause, by its page's path: a page made in the
 * browser is there at once, so the search goes out at every key.
 */
export const listSearchDelayMs = (page: string) => (offered(page) ? SEARCH_DEBOUNCE_MS : 0);
