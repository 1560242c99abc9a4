/**
 * No lost updates (docs/api.md#versions): every server-backed item carries a `version`, which
 * each write raises by one. An update, a status change or a delete may send the version it was
 * read at in `If-Match` ("3", or W/"3"); when the item has changed since, nothing is written and
 * the answer is 409 with the item as it is now and who changed it when. A write without
 * If-Match applies, as the specification's client sends none.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';

import { VERSION_HEADER } from './versionTag';

export { VERSION_HEADER, versionTag } from './versionTag';

/**
 * The headers of an update, status change or delete, as documented: If-Match is optional and its
 * form is checked by the route (server/src/http/versions.ts), whose 400 names it.
 */
export const ifMatchHeadersSchema = Type.Object({
  [VERSION_HEADER]: Type.Optional(
    Type.String({ description: 'The version the item was read at, as "3" (its ETag).' }),
  ),
});

/** Who made the item's current version, as the activity trail recorded it. */
export const changedBySchema = Type.Object({
  id: Type.Integer(),
  email: Type.Union([Type.String(), Type.Null()]),
  name: Type.Union([Type.String(), Type.Null()]),
});
export type ChangedBy = Static<typeof changedBySchema>;

/** The 409 of a stale write (an item deleted since answers 404 with who deleted it when). */
export function conflictReplySchema(item: TSchema) {
  return Type.Object({
    success: Type.Literal(false),
    message: Type.String(),
    requestId: Type.String(),
    current: item,
    changedBy: Type.Union([changedBySchema, Type.Null()]),
    changedAt: Type.Union([Type.String({ description: 'ISO 8601' }), Type.Null()]),
  });
}

/** The 409's body as the web app reads it, for any item. */
export type ConflictReply<Item> = Omit<
  Static<ReturnType<typeof conflictReplySchema>>,
  'requestId' | 'current'
> & { current: Item };
