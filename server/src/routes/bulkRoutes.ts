/**
 * Bulk work on a managed resource (docs/api.md#bulk-work): POST /admin/<part>/bulk/delete and,
 * where its items have a status, PUT /admin/<part>/bulk/status. One transaction; the items are
 * locked in the order of their ids, so that two bulk requests never wait on each other in a
 * circle. An item changed since the version named, gone, or still in use is left alone and
 * named in `skipped` with the message its own write would have had; each item changed is an
 * entry in the activity trail, and the stream tells the lot as one live change
 * (docs/api.md#live-changes).
 */
import type { FastifyInstance } from 'fastify';

import type { Queryable } from '../db/types';
import { BULK_BODY_LIMIT } from '../http/requestLimits';
import { HttpError } from '../lib/httpError';
import { deleteMedia } from '../repositories/media';
import type { Managed } from '../repositories/resourceTable';
import {
  bulkDeleteBodySchema,
  bulkReplySchema,
  bulkStatusBodySchema,
  type BulkDeleteBody,
  type BulkItem,
  type BulkReply,
  type BulkStatusBody,
} from '../../../contract/bulk';
import { RESOURCE_TABLE } from '../../../contract/resources';
import type { Resource, ResourceKit } from './resourceKit';

/** Changes one locked item; answers false where there was nothing to change. */
type Change<Item> = (tx: Queryable, item: Item) => Promise<boolean>;

/** Each id once, with the first version named for it, in the order of the ids. */
function byId(items: readonly BulkItem[]): BulkItem[] {
  const first = new Map<number, BulkItem>();
  for (const item of items) if (!first.has(item.id)) first.set(item.id, item);
  return [...first.values()].sort((a, b) => a.id - b.id);
}

export function bulkRoutes<Item extends Managed>(
  app: FastifyInstance,
  resource: Resource<Item>,
  kit: ResourceKit<Item>,
): void {
  const { table, inUse } = resource;
  const { named, rows } = RESOURCE_TABLE[resource.name];
  /** The answer's message: '3 wallet payments deleted.', '1 banner activated.' */
  const told = (count: number, done: string) =>
    `${count} ${count === 1 ? rows.noun : named} ${done}.`;
  const schema = { response: { 200: bulkReplySchema } };
  const bodyLimit = BULK_BODY_LIMIT;

  async function changeEach(items: readonly BulkItem[], change: Change<Item>) {
    return app.db.transaction(async (tx) => {
      const outcome: Pick<BulkReply, 'done' | 'skipped'> = { done: [], skipped: [] };
      for (const { id, version } of byId(items)) {
        try {
          if (await change(tx, await kit.lockedAt(tx, id, version))) outcome.done.push(id);
        } catch (error) {
          // A refusal is thrown before its item is written: the others go on.
          if (!(error instanceof HttpError)) throw error;
          outcome.skipped.push({ id, message: error.message });
        }
      }
      return outcome;
    });
  }

  app.post<{ Body: BulkDeleteBody }>(
    '/bulk/delete',
    { bodyLimit, schema: { ...schema, body: bulkDeleteBodySchema } },
    async (request): Promise<BulkReply> => {
      const outcome = await changeEach(request.body.items, async (tx, before) => {
        await inUse?.check(tx, before);
        await deleteMedia(tx, (await table.remove(tx, before.id)) ?? []);
        await kit.track(tx, request, 'delete', { before });
        return true;
      });
      return {
        success: true,
        message: told(outcome.done.length, 'deleted'),
        ...outcome,
      };
    },
  );

  if (!resource.hasStatus) return;
  app.put<{ Body: BulkStatusBody }>(
    '/bulk/status',
    { bodyLimit, schema: { ...schema, body: bulkStatusBodySchema } },
    async (request): Promise<BulkReply> => {
      const { status, items } = request.body;
      // An item already at the status is left as it is, with no entry.
      const outcome = await changeEach(items, async (tx, before) => {
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
