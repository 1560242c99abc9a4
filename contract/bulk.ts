/**
 * Bulk work on a managed resource's list (docs/api.md#bulk-work): several items deleted, or
 * switched active or inactive, by one request in one transaction. Each item is named with the
 * version it was read at; one changed since, gone, or still in use is left alone and named in
 * the answer, as its single write would have been refused.
 */
import { Type, type Static } from '@sinclair/typebox';

import { bodySchema, envelope, idParamsSchema, statusSchema } from './common';
import { messages } from './fields';

/** The most items one request names: a page of the largest list, many times over. */
export const BULK_LIMIT = 1000;

const bulkItemSchema = bodySchema({
  id: idParamsSchema.properties.id,
  version: Type.Integer({
    minimum: 1,
    ...messages({ invalid: 'version must be the version the item was read at, as 3.' }),
  }),
});
export type BulkItem = Static<typeof bulkItemSchema>;

const items = Type.Array(bulkItemSchema, {
  minItems: 1,
  maxItems: BULK_LIMIT,
  ...messages({
    invalid: `items must name from 1 to ${BULK_LIMIT} items, each with its id and version.`,
  }),
});

export const bulkDeleteBodySchema = bodySchema({ items });
export type BulkDeleteBody = Static<typeof bulkDeleteBodySchema>;

export const bulkStatusBodySchema = bodySchema({ status: statusSchema, items });
export type BulkStatusBody = Static<typeof bulkStatusBodySchema>;

export const bulkReplySchema = Type.Object({
  ...envelope,
  done: Type.Array(Type.Integer(), { description: 'The ids of the items changed.' }),
  skipped: Type.Array(Type.Object({ id: Type.Integer(), message: Type.String() }), {
    description: 'The items left alone, each with the reason its own write would be refused.',
  }),
});
export type BulkReply = Static<typeof bulkReplySchema>;
