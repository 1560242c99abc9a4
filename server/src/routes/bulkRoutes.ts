/**
 * Bulk work on a managed resource (docs/api.md#bulk-work): POST /admin/<part>/bulk/delete and,
 * where its items have a status, PUT /admin/<part>/bulk/status. The items are named with their
 * versions, or, on a paged list, as those its search and filters match. One transaction; the
 * items are locked in the order of their ids, so that two bulk requests never wait on each other
 * in a circle. An item changed since it was read, gone, or still in use is left alone and named
 * in `skipped` with the message its own write would have had; each item changed is an entry in
 * the activity trail, and the stream tells the lot as one live change (docs/api.md#live-changes).
 */
import type { FastifyInstance } from 'fastify';

import type { Queryable } from '../db/types';
import { BULK_BODY_LIMIT } from '../http/requestLimits';
import type { LastChange } from '../http/versions';
import { badRequest, HttpError } from '../lib/httpError';
import { deleteMedia } from '../repositories/media';
import { matchingItems } from '../repositories/pages/matchingItems';
import type { Managed } from '../repositories/resourceTable';
import {
  BULK_LIMIT,
  BULK_MESSAGES,
  bulkBodySchemas,
  bulkItems,
  bulkReplySchema,
  pagedBulkItems,
  type BulkBody,
  type BulkItem,
  type BulkReply,
} from '../../../contract/bulk';
import { RESOURCE_TABLE } from '../../../contract/resources';
import type { Resource, ResourceKit } from './resourceKit';
import { filtersIn, type ListPages } from './shopListRoutes';

/** Changes one locked item; answers false where there was nothing to change. */
type Change<Item> = (tx: Queryable, item: Item) => Promise<boolean>;

/** A version no item has: that of an item listed before its latest write. */
const BEFORE_ITS_LATEST_WRITE = 0;

/** Each id once, with the first version named for it, in the order of the ids. */
function byId(items: readonly BulkItem[]): BulkItem[] {
  const first = new Map<number, BulkItem>();
  for (const item of items) if (!first.has(item.id)) first.set(item.id, item);
  return [...first.values()].sort((a, b) => a.id - b.id);
}

export function bulkRoutes<Item extends Managed, Sort extends string, Filters extends object>(
  app: FastifyInstance,
  resource: Resource<Item>,
  kit: ResourceKit<Item>,
  pages?: ListPages<Sort, Filters>,
): void {
  const { table, inUse } = resource;
  const { named, rows } = RESOURCE_TABLE[resource.name];
  /** The answer's message: '3 wallet payments deleted.', '1 banner activated.' */
  const told = (count: number, done: string) =>
    `${count} ${count === 1 ? rows.noun : named} ${done}.`;
  const bodies = bulkBodySchemas(pages ? pagedBulkItems(pages.pageQuerySchema) : bulkItems);
  const options = (body: object) => ({
    bodyLimit: BULK_BODY_LIMIT,
    schema: { body, response: { 200: bulkReplySchema } },
  });

  /** The items a body names: its own, or those its search and filters match. */
  async function itemsOf(tx: Queryable, { items, matching, listedAt }: BulkBody) {
    if ((items === undefined) === (matching === undefined)) {
      throw badRequest(BULK_MESSAGES.itemsOrMatching, 'items');
    }
    if (items || !pages) return items ?? [];
    if (listedAt === undefined) throw badRequest(BULK_MESSAGES.listedAt, 'listedAt');
    const { q = '', ...query } = matching ?? {};
    const filters = filtersIn(pages.table, query, 'matching');
    const found = await matchingItems(tx, pages.table, { q, filters, listedAt }, BULK_LIMIT);
    if (found.length > BULK_LIMIT) throw badRequest(BULK_MESSAGES.tooManyMatching, 'matching');
    return found.map(({ id, version, changedSince }) => ({
      id,
      version: changedSince ? BEFORE_ITS_LATEST_WRITE : version,
    }));
  }

  function changeEach(body: BulkBody, change: Change<Item>) {
    return app.db.transaction(async (tx) => {
      const outcome: Pick<BulkReply, 'done' | 'skipped'> = { done: [], skipped: [] };
      for (const { id, version } of byId(await itemsOf(tx, body))) {
        try {
          if (await change(tx, await kit.lockedAt(tx, id, version))) outcome.done.push(id);
        } catch (error) {
          // A refusal is thrown before its item is written: the others go on.
          if (!(error instanceof HttpError)) throw error;
          const { changedBy, changedAt } = error.body as Partial<LastChange>;
          const stale = changedAt === undefined ? {} : { changedBy: changedBy ?? null, changedAt };
          outcome.skipped.push({ id, message: error.message, ...stale });
        }
      }
      return outcome;
    });
  }

  app.post<{ Body: BulkBody }>(
    '/bulk/delete',
    options(bodies.delete),
    async (request): Promise<BulkReply> => {
      const outcome = await changeEach(request.body, async (tx, before) => {
        await inUse?.check(tx, before);
        await deleteMedia(tx, (await table.remove(tx, before.id)) ?? []);
        await kit.track(tx, request, 'delete', { before });
        return true;
      });
      return { success: true, message: told(outcome.done.length, 'deleted'), ...outcome };
    },
  );

  if (!resource.hasStatus) return;
  app.put<{ Body: BulkBody & Required<Pick<BulkBody, 'status'>> }>(
    '/bulk/status',
    options(bodies.status),
    async (request): Promise<BulkReply> => {
      const { status } = request.body;
      // An item already at the status is left as it is, with no entry.
      const outcome = await changeEach(request.body, async (tx, before) => {
        if (before.status === status) return false;
        const after = await table.setStatus(tx, before.id, status);
        await kit.track(tx, request, 'status', { before, after });
        return true;
      });
      const done = status === 'active' ? 'activated' : 'deactivated';
      return { success: true, message: told(outcome.done.length, done), ...outcome };
    },
  );
}
