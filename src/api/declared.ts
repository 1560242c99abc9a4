/**
 * Each resource as the web app reads its declaration (contract/resources.ts): its cache tag, its
 * rows and the paths of its calls, and what of them the backend offers (source.ts), which a
 * screen must know before it asks: a list's CSV, its bulk work and how long its search waits for
 * typing to pause, whether the users' and orders' pages come from the backend or are made in the
 * browser from the whole lists, whether it takes the reference server's own fields of an item,
 * whether the admin has an account of their own.
 */
import { RESOURCE_TABLE, type RowsResource } from '../../contract/resources';
import { API_PATHS, resourcePaths } from './endpoints';
import { listSearchDelayMs, offered } from './source';

/**
 * What the backend offers of the admin's own account: `ownAccount`, whether it keeps accounts of
 * their own, with roles, a password to set, sessions to end, two-factor sign-in and live changes
 * (asked of the call by which an admin sets their own password); `passkeys`, whether it signs in
 * with passkeys (docs/api.md#passkeys). The reference server offers both, the specification's
 * backend neither.
 */
export const declaredSession = {
  offers: {
    ownAccount: () => offered(API_PATHS.ownPassword, 'PUT'),
    passkeys: () => offered(API_PATHS.passkeySignIn, 'POST'),
  },
};

/** What `resource` is declared as, with what the backend offers of it. */
export function declared(resource: RowsResource) {
  const { cacheTag, rows, pathParts, named } = RESOURCE_TABLE[resource];
  // /admin/blog/create beside /admin/blogs and /admin/blogs.csv.
  const [one, many = one] = pathParts;
  const page = `/admin/${many}`;
  const paths = { ...resourcePaths(`/admin/${one}`), page, csv: `${page}.csv` };
  const offers = {
    csv: () => offered(paths.csv),
    bulk: () => offered(paths.bulkDelete, 'POST'),
    searchDelayMs: () => listSearchDelayMs(page),
    /** A banner's `shift`, a notice's `recipients`: the specification's backend has none. */
    ownFields: declaredSession.offers.ownAccount,
  };
  return { tag: cacheTag, rows, paths, named, offers };
}

/**
 * The users' or orders' list and what the backend offers of it: `pages`, whether it pages,
 * counts and searches them, and answers one order or a customer's orders in brief; one with only
 * the whole lists does none of it, and the browser makes them from those lists.
 */
export function declaredShopList(list: 'users' | 'orders') {
  const csv = API_PATHS[`${list}Csv`];
  return {
    list,
    csv,
    offers: {
      pages: () => offered(API_PATHS[list]),
      csv: () => offered(csv),
      searchDelayMs: () => listSearchDelayMs(API_PATHS[list]),
    },
  };
}
