/**
 * Where the screens' data comes from, chosen here once for every call
 * (docs/architecture.md#where-the-data-comes-from): the reference server, or, with the run-time
 * `screens: 'tab'`, the tab for the resources it keeps (tabSource.ts). A screen's hooks are the
 * same either way.
 */
import { readConfig } from '@/lib/config';
import { tabFetch, tabOffers, tabResourceOf } from './tabSource';
import { fetchReadOnce } from './fetchReadOnce';

type Store = Parameters<typeof tabFetch>[0];

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
