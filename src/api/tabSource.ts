/**
 * The tab as a backend (docs/architecture.md#where-the-data-comes-from): the calls of the
 * resources the tab keeps answered from its lists (tabLists.ts) in the reference server's words,
 * so that a screen and its hooks are the same whatever the setting. A page is searched, filtered,
 * sorted and cut by the one pager that pages the whole lists (lib/rowPager.ts).
 */
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { resourceOfRoute, TAB_RESOURCES, type TabResource } from '../../contract/resources';
import { bulkWorkOf, tabBulk, type BulkBody } from './tabBulk';
import {
  inNormalForm,
  joined,
  notFound,
  pageOf,
  refusedDelete,
  refusedSave,
  reply,
  type Lists,
} from './tabRules';
import { removed, saved } from './tabLists';
import { rowNotFound, staleWrite } from './tabVersions';
import { LISTED_AT_HEADER, VERSION_HEADER } from '../../contract/versionTag';

/** The resource the tab keeps that an /admin path reads or changes, if any. */
export function tabResourceOf(url: string): TabResource | undefined {
  const path = adminPath(url);
  const resource = path && resourceOfRoute(path);
  return resource && resource in TAB_RESOURCES ? (resource as TabResource) : undefined;
}

/** The /admin/... part of an address, whatever origin and prefix the API has. */
export function adminPath(url: string): string | undefined {
  const pathname = new URL(url, 'http://tab').pathname;
  const at = pathname.indexOf('/admin/');
  return at < 0 ? undefined : pathname.slice(at);
}

/** What a new row has when its create leaves it out, as the server's columns default. */
const NEW_ROW: Readonly<Partial<Record<TabResource, object>>> = {
  // An account in the tab never signs in: its password is never set.
  admins: { disabled: false, mustSetPassword: true, twoFactor: false, lastSignInAt: null },
  categories: { status: 'active' },
  blogs: { image: null },
};

/** The body's fields, where a media field left empty keeps what the row had. */
function changed(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== ''));
}

type Operation = 'page' | 'one' | 'create' | 'update' | 'delete';

/**
 * What a call asks of the tab, by the two shapes of the reference server's paths: the
 * specification's (POST /admin/category/create, PUT .../update/:id and .../status/:id, DELETE
 * .../delete/:id) and the accounts' (POST /admin/admins, PUT and DELETE /admin/admins/:id), with
 * a page (GET /admin/categories) and one row (GET /admin/category/:id). Undefined for any other
 * (a CSV, a password reset): the tab does not offer it.
 */
function operationOf(
  path: string,
  method: string,
): { operation: Operation; id?: number } | undefined {
  const [part = '', action, idText, ...rest] = path.split('/').slice(2);
  if (part.includes('.') || rest.length > 0) return undefined;
  const id = Number(idText ?? action);
  const byId = Number.isInteger(id) && id > 0;
  if (action === undefined) {
    if (method === 'GET') return { operation: 'page' };
    return method === 'POST' ? { operation: 'create' } : undefined;
  }
  if (idText === undefined && byId) {
    const operations: Record<string, Operation> = { GET: 'one', PUT: 'update', DELETE: 'delete' };
    return method in operations ? { operation: operations[method] as Operation, id } : undefined;
  }
  if (method === 'POST' && action === 'create' && idText === undefined)
    return { operation: 'create' };
  if (method === 'PUT' && (action === 'update' || action === 'status') && byId) {
    return { operation: 'update', id };
  }
  return method === 'DELETE' && action === 'delete' && byId
    ? { operation: 'delete', id }
    : undefined;
}

/** Whether the tab answers this call of a resource it keeps. */
export function tabOffers(url: string, method = 'GET') {
  const path = adminPath(url) ?? '';
  const asked = method.toUpperCase();
  return operationOf(path, asked) !== undefined || bulkWorkOf(path, asked) !== undefined;
}

type Store = Pick<BaseQueryApi, 'dispatch' | 'getState'>;

/** A `fetch` that answers from the tab's lists (operationOf); each write is dispatched to tabLists. */
export function tabFetch({ dispatch, getState }: Store) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const resource = tabResourceOf(request.url);
    const path = adminPath(request.url) ?? '';
    const bulk = bulkWorkOf(path, request.method);
    if (resource && bulk) {
      return tabBulk(resource, bulk, (await request.json()) as BulkBody, { dispatch, getState });
    }
    const asked = operationOf(path, request.method.toUpperCase());
    if (!resource || !asked) return notFound();
    const { one: itemKey } = TAB_RESOURCES[resource];
    const lists = (getState() as { tabLists: Lists }).tabLists;
    const rows = joined(resource, lists);
    const now = new Date().toISOString();

    if (asked.operation === 'page') {
      const listedAt = { [LISTED_AT_HEADER]: now };
      return reply(pageOf(resource, rows, new URL(request.url).searchParams), 200, listedAt);
    }
    if (asked.operation === 'create') {
      const body = inNormalForm(
        resource,
        changed((await request.json()) as Record<string, unknown>),
      );
      const refused = refusedSave(resource, body, rows);
      if (refused) return reply(refused.body, refused.status);
      const id = rows.reduce((last, kept) => Math.max(last, kept.id), 0) + 1;
      const row = { ...NEW_ROW[resource], ...body, id, version: 1, createdAt: now, updatedAt: now };
      dispatch(saved({ resource, row }));
      return reply({ success: true, [itemKey]: row }, 201);
    }
    const { id } = asked;
    const row = rows.find((kept) => kept.id === id);
    if (!row || id === undefined) return rowNotFound(resource);
    if (asked.operation === 'one') return reply({ success: true, [itemKey]: row });
    // A write read at an older version writes nothing, as on the server.
    const stale = staleWrite(resource, row, request.headers.get(VERSION_HEADER));
    if (stale) return reply(stale, 409);
    if (asked.operation === 'update') {
      const body = inNormalForm(
        resource,
        changed((await request.json()) as Record<string, unknown>),
      );
      const refused = refusedSave(resource, body, rows, id);
      if (refused) return reply(refused.body, refused.status);
      // The row as kept, without the columns made as it is read.
      const kept = lists[resource].find((stored) => stored.id === id) ?? row;
      const next = { ...kept, ...body, id, version: kept.version + 1, updatedAt: now };
      dispatch(saved({ resource, row: next }));
      return reply({ success: true, [itemKey]: next });
    }
    const refused = refusedDelete(resource, row, lists);
    if (refused) return reply(refused, 409);
    dispatch(removed({ resource, id }));
    return reply({ success: true });
  };
}
