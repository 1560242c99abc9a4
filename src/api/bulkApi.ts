/**
 * Bulk work on a resource's list (docs/api.md#bulk-work), made from its declaration like its
 * single writes (resourceApi.ts): several items deleted, or switched active or inactive, by one
 * request, named by their ids and versions or, for every item a paged list's search and filters
 * match, by that query and the moment its page was listed. The answer names the items done and
 * those left alone, each with why.
 */
import type { BulkReply } from '../../contract/bulk';
import type { Status } from '../../contract/common';
import type { RowsResource } from '../../contract/resources';
import { baseApi } from './baseApi';
import { listTag, shownInTags, type TagType } from './tags';

export type { BulkReply };

/** An item as a bulk request names it: its id and the version it was read at. */
export interface BulkItem {
  id: string | number;
  version?: number;
}

/** A list's query as its page request sends it: its search and filters. */
export type ListQuery = Readonly<Record<string, string | number | boolean | undefined>>;

/** Which items: these, or every one the query matches that has not changed since `listedAt`. */
export type BulkTarget = { items: readonly BulkItem[] } | { matching: ListQuery; listedAt: string };

/**
 * A paged list's query as a bulk request's `matching` names it: its search (`q`) and filters as
 * its page request sends them, without its sort, which changes nothing of what matches.
 */
export function matchingOf({ sort: _sort, order: _order, ...query }: ListQuery): ListQuery {
  const given = Object.entries(query).filter(([, value]) => value !== undefined && value !== '');
  return Object.fromEntries(given);
}

/**
 * What the declaration gives: the cache tag, the paths, how a message names the items, and
 * whether the backend does bulk work at all.
 */
interface Declared {
  tag: TagType;
  paths: { bulkDelete: string; bulkStatus: string };
  rows: { noun: string };
  named: string;
  offers: { bulk: () => boolean };
}

/**
 * A bulk write's tags: the list, each item changed and the views that show them (tags.ts);
 * nothing after a refusal.
 */
const invalidatesDone = (type: TagType) => (reply: BulkReply | undefined, error: unknown) =>
  error || !reply
    ? []
    : [...reply.done.map((id) => ({ type, id })), listTag(type), ...shownInTags(type)];

/** One bulk write, as its hook: `useX()` answers `[x]`. */
function bulkWrite<Arg extends BulkTarget>(
  name: string,
  tag: TagType,
  url: string,
  method: string,
) {
  const api = baseApi.injectEndpoints({
    endpoints: (build) => ({
      [name]: build.mutation<BulkReply, Arg>({
        query: (body) => ({ url, method, body }),
        extraOptions: { requireSuccess: true },
        invalidatesTags: invalidatesDone(tag),
      }),
    }),
  });
  return api.endpoints[name]!.useMutation;
}

/**
 * The bulk delete and, where the items are active or inactive (`hasStatus`), the bulk status
 * switch of a resource, as hooks, with the words its answers and questions name the items by
 * ('category', 'categories') and whether the backend does bulk work at all (the
 * specification's does not).
 */
export function bulkWrites(
  resource: RowsResource,
  { tag, paths, rows, named, offers }: Declared,
  hasStatus: boolean,
) {
  type StatusTarget = BulkTarget & { status: Status };
  return {
    resource,
    noun: rows.noun,
    named,
    offered: offers.bulk,
    useDelete: bulkWrite<BulkTarget>(`bulkDelete${tag}`, tag, paths.bulkDelete, 'POST'),
    /** Whether its items are active or inactive: only then is `useStatus` called. */
    hasStatus,
    useStatus: bulkWrite<StatusTarget>(`bulkStatus${tag}`, tag, paths.bulkStatus, 'PUT'),
  };
}

export type BulkWrites = ReturnType<typeof bulkWrites>;
