/**
 * Bulk work on a managed resource's list (docs/api.md#bulk-work): several items deleted, or
 * switched active or inactive, by one request in one transaction. The items are named with the
 * versions they were read at, or, on a paged list, as those its search and filters match; one
 * changed since it was read, gone, or still in use is left alone and named in the answer, as its
 * single write would have been refused.
 */
import { Type, type Static, type TObject, type TProperties } from '@sinclair/typebox';

import { bodySchema, envelope, idParamsSchema, statusSchema, type Status } from './common';
import { messages } from './fields';
import { BULK_LIMIT, BULK_MESSAGES } from './bulkRules';
import { changedBySchema } from './versions';

export { BULK_LIMIT, BULK_MESSAGES } from './bulkRules';
export { LISTED_AT_HEADER } from './versionTag';

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
  ...messages({ invalid: BULK_MESSAGES.items }),
});

/** What a bulk request names its items by: `items` alone, on a list the server does not page. */
export const bulkItems = { items };

/**
 * On a paged list, `items`, or `matching` (the page's search and filters, without paging and
 * order) with `listedAt`: the items listed then that match, those changed since left alone and
 * those made since untouched.
 */
export function pagedBulkItems<T extends TObject>(pageQuery: T) {
  return {
    items: Type.Optional(items),
    // Strict, as the page's query is: a filter the list does not take would else be dropped,
    // and match more than the admin chose.
    matching: Type.Optional(
      Type.Omit(pageQuery, ['page', 'pageSize', 'sort', 'order'], { additionalProperties: false }),
    ),
    listedAt: Type.Optional(
      Type.String({ format: 'date-time', ...messages({ invalid: BULK_MESSAGES.listedAt }) }),
    ),
  };
}

/** A bulk delete's body, and a bulk status switch's, naming their items by `target`. */
export const bulkBodySchemas = <T extends TProperties>(target: T) => ({
  delete: bodySchema(target),
  status: bodySchema({ status: statusSchema, ...target }),
});

/** A bulk request's body as its handler reads it, whichever way it names its items. */
export interface BulkBody {
  items?: BulkItem[];
  matching?: Record<string, unknown> & { q?: string };
  listedAt?: string;
  status?: Status;
}

export const bulkReplySchema = Type.Object({
  ...envelope,
  done: Type.Array(Type.Integer(), { description: 'The ids of the items changed.' }),
  skipped: Type.Array(
    Type.Object({
      id: Type.Integer(),
      message: Type.String(),
      // An item changed since it was read: who changed it when, as its own write's 409 says.
      changedBy: Type.Optional(Type.Union([changedBySchema, Type.Null()])),
      changedAt: Type.Optional(Type.Union([Type.String({ description: 'ISO 8601' }), Type.Null()])),
    }),
    { description: 'The items left alone, each with the reason its own write would be refused.' },
  ),
});
export type BulkReply = Static<typeof bulkReplySchema>;
