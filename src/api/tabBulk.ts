/**
 * Bulk work answered by the tab (docs/api.md#bulk-work, docs/architecture.md#where-the-data-comes-from):
 * POST /admin/<part>/bulk/delete and PUT /admin/<part>/bulk/status on the lists the tab keeps,
 * with the reference server's answer. The items are named by id, or as every row a search and
 * filters match (`matching`) that was there when the page was listed (`listedAt`). A row
 * gone, changed since, or still in use (a category with products) is left alone and named, as
 * its single write would be refused; the rows changed are one action, as the server's one
 * transaction.
 */
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { BulkReply } from '../../contract/bulk';
import type { Status } from '../../contract/common';
import { oneOf, RESOURCE_TABLE, type TabResource } from '../../contract/resources';
import { bulkRemoved, bulkSaved, type TabRow } from './tabLists';
import { joined, matchedRows, refusedDelete, reply, type Lists } from './tabRules';
import { staleRefusal, staleWrite } from './tabVersions';
import { versionTag } from '../../contract/versionTag';

type BulkWork = 'delete' | 'status';

/** Which bulk work a path and method ask for, if any. */
export function bulkWorkOf(path: string, method: string): BulkWork | undefined {
  const [, bulk, work, ...rest] = path.split('/').slice(2);
  if (bulk !== 'bulk' || rest.length > 0) return undefined;
  const asked = method.toUpperCase();
  if (work === 'delete' && asked === 'POST') return 'delete';
  return work === 'status' && asked === 'PUT' ? 'status' : undefined;
}

/** What a bulk request's body may hold (bulkApi.ts's BulkTarget, and a status). */
export interface BulkBody {
  items?: readonly { id: number | string; version?: number }[];
  matching?: Readonly<Record<string, unknown>>;
  listedAt?: string;
  status?: Status;
}

type Skipped = BulkReply['skipped'];

/** The rows named, in the order of their ids, and those left alone because they are gone or changed. */
function targets(resource: TabResource, rows: readonly TabRow[], body: BulkBody) {
  const skipped: Skipped = [];
  /** Whether `row` is to be changed, given its refusal if stale: else it is named in `skipped`. */
  const current = (row: TabRow, stale: ReturnType<typeof staleRefusal> | undefined) => {
    if (stale) {
      const { message, changedBy, changedAt } = stale;
      skipped.push({ id: row.id, message, changedBy, changedAt });
    }
    return !stale;
  };
  if (body.matching) {
    // As the server: a row made after the list was read was not listed; one written after it
    // was changed since it was read.
    const listedAt = Date.parse(body.listedAt ?? '');
    const listed = matchedRows(resource, rows, body.matching).filter(
      (row) => Date.parse(row.createdAt) <= listedAt,
    );
    // Written after it was listed: read before its latest write.
    const found = listed.filter((row) =>
      current(row, Date.parse(row.updatedAt) > listedAt ? staleRefusal(resource, row) : undefined),
    );
    return { found, skipped };
  }
  // Each id once, at the first version named for it, in the order of the ids, as the server.
  const named = new Map<number, number | undefined>();
  for (const { id, version } of body.items ?? []) {
    if (!named.has(Number(id))) named.set(Number(id), version);
  }
  const found = [...named]
    .sort(([a], [b]) => a - b)
    .flatMap(([id, version]) => {
      const row = rows.find((kept) => kept.id === id);
      if (!row) skipped.push({ id, message: `${oneOf(resource)} not found.` });
      const read = version === undefined ? null : versionTag(version);
      return row && current(row, staleWrite(resource, row, read)) ? [row] : [];
    });
  return { found, skipped };
}

type Store = Pick<BaseQueryApi, 'dispatch' | 'getState'>;

/** Answers a bulk request on `resource` from the tab's lists, as the server would. */
export function tabBulk(resource: TabResource, work: BulkWork, body: BulkBody, store: Store) {
  const lists = (store.getState() as { tabLists: Lists }).tabLists;
  const { found, skipped } = targets(resource, joined(resource, lists), body);
  const { named, rows: names } = RESOURCE_TABLE[resource];
  const told = (count: number, done: string) =>
    `${count} ${count === 1 ? names.noun : named} ${done}.`;
  let done: TabRow[];
  if (work === 'delete') {
    done = found.filter((row) => {
      const refused = refusedDelete(resource, row, lists);
      if (refused) skipped.push({ id: row.id, message: refused.message });
      return !refused;
    });
    store.dispatch(bulkRemoved({ resource, ids: done.map(({ id }) => id) }));
  } else {
    const { status } = body;
    const now = new Date().toISOString();
    done = found.filter((row) => row.status !== status);
    const kept = new Map(lists[resource].map((row) => [row.id, row]));
    const changed = done.map((row) => {
      const was = kept.get(row.id) ?? row;
      return { ...was, status, version: was.version + 1, updatedAt: now };
    });
    store.dispatch(bulkSaved({ resource, rows: changed }));
  }
  const verb =
    work === 'delete' ? 'deleted' : body.status === 'active' ? 'activated' : 'deactivated';
  const answer: BulkReply = {
    success: true,
    message: told(done.length, verb),
    done: done.map(({ id }) => id),
    skipped: skipped.sort((a, b) => a.id - b.id),
  };
  return reply(answer);
}
