/**
 * What a managed resource (notifications, banners, categories, products) declares of its own,
 * and what its routes derive from that: the messages, the reply keys and the reply schemas. The
 * wording is the contract of docs/api.md#notifications-and-banners ('Banner activated
 * successfully!').
 */
import type { TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';

import type { Queryable } from '../db/types';
import { checkDay } from '../lib/days';
import { type HttpError, notFound } from '../lib/httpError';
import { expectedVersion, missingItem, staleWrite } from '../http/versions';
import { changedFields, itemFields, lastChangeOf, recordActivity } from '../repositories/activity';
import type { Managed, ResourceTable, Writable } from '../repositories/resourceTable';
import type { Action, Entity } from '../../../contract/activity';
import {
  IMAGE_TOO_LARGE,
  replySchemas,
  type IdParams,
  type Status,
} from '../../../contract/common';
import { capital, RESOURCE_TABLE, type RowsResource } from '../../../contract/resources';
import { conflictReplySchema } from '../../../contract/versions';

/** A TypeBox schema whose Static<> fits T: a body's fields have the types the table writes. */
export type SchemaOf<T> = TSchema & { static: T };

export interface Resource<Item extends Managed> {
  /**
   * Its entry in the table of resources, whence its names in messages ('Wallet payment', from
   * its noun and name), its keys in the answers and its entity in the trail (its rows' keys).
   */
  name: RowsResource;
  /** The item as answered. */
  item: TSchema;
  table: ResourceTable<Item>;
  /** The bodies (update's, if not create's): image fields hold data URLs, stored as file names. */
  createBody: SchemaOf<Writable<Item>>;
  updateBody?: SchemaOf<Writable<Item>>;
  /** The refusal of each of its table's images that is too large, where not IMAGE_TOO_LARGE. */
  tooLarge?: Readonly<Partial<Record<keyof Item & string, string>>>;
  /** Its fields of a day: one of the schema's shape that is none ('2026-02-30') is refused. */
  days?: readonly (keyof Writable<Item> & string)[];
  /** Whether its items have a status (active, inactive), switched by PUT /status/:id. */
  hasStatus?: boolean;
  /**
   * Refuses, by throwing, a body the schema passed that names what is not there (a product's
   * category) or what another item has (a wallet payment's transaction ID); inside the write's
   * transaction, given the id of the item an update writes.
   */
  checkBody?: (tx: Queryable, body: Writable<Item>, id?: number) => Promise<void>;
  /** The 409 that checkBody may throw, where it throws one. */
  bodyConflict?: TSchema;
  /**
   * Refuses, by throwing a 409 of `reply`, to delete an item still in use (a category with
   * products); inside the delete's transaction, the item locked.
   */
  inUse?: { reply: TSchema; check: (tx: Queryable, item: Item) => Promise<void> };
  /**
   * Moves other items out of the way of a body before it is written, inside the write's
   * transaction, given the id of the item an update writes: the items moved, each then recorded
   * as updated (a banner's `shift`, docs/api.md#banner-positions).
   */
  makeRoom?: (
    tx: Queryable,
    body: Writable<Item>,
    id?: number,
  ) => Promise<{ before: Item; after: Item }[]>;
}

/** What an entry calls the item: its title or name, as the lists show it. */
function titleOf(item: Managed | undefined): string | undefined {
  if (item && 'title' in item) return String(item.title);
  return item && 'name' in item ? String(item.name) : undefined;
}

type Tracked = Pick<Managed, 'id' | 'version'>;
/** An item's fields as the trail keeps them: its version counts writes, it is not one. */
const tracked = ({ version: _version, ...item }: Tracked) => itemFields(item);

/**
 * Records a change of an item in the activity trail, by the request's admin, inside the
 * change's transaction: the item before (update, status, delete, void) and after (create,
 * update, status, void).
 */
export function trackChange(
  tx: Queryable,
  request: FastifyRequest,
  change: { action: Action; entity: Entity; before?: Tracked; after?: Tracked; summary?: string },
) {
  const { before, after, ...entry } = change;
  const fields =
    before && after
      ? changedFields(tracked(before), tracked(after))
      : { before: before && tracked(before), after: after && tracked(after) };
  const entityId = (after ?? before)?.id;
  return recordActivity(tx, { adminId: Number(request.user.sub), ...entry, entityId, ...fields });
}

/**
 * What the routes of a managed resource derive from its declaration: its messages, its replies and
 * their schemas, its 404, its version check and its entries in the trail.
 */
export function resourceKit<Item extends Managed>(resource: Resource<Item>) {
  const { name, item, table, tooLarge, days = [] } = resource;
  const { named, rows } = RESOURCE_TABLE[name];
  const [one, many] = [capital(rows.noun), capital(named)];
  const [itemKey, listKey] = [rows.one, rows.list];
  const entity = itemKey as Entity;
  const missing = (): HttpError => notFound(`${one} not found.`);
  /** The 404 of a write to an item that is not there: who deleted it when, if the trail says. */
  const missingOrDeleted = async (tx: Queryable, id: number | string): Promise<HttpError> =>
    missingItem(`${one} not found.`, await lastChangeOf(tx, entity, id));
  /** An item as the trail keeps it: as stored, its derived fields (a recipient's name) left out. */
  const stored = (item?: Managed): Managed | undefined =>
    item &&
    (Object.fromEntries(
      Object.entries(item).filter(([field]) => !table.derived.includes(field)),
    ) as Managed);
  const track = (
    tx: Queryable,
    request: FastifyRequest,
    action: Action,
    { before, after }: { before?: Managed; after?: Managed },
  ) => {
    const [kept, summary] = [
      { before: stored(before), after: stored(after) },
      titleOf(after ?? before),
    ];
    return trackChange(tx, request, { action, entity, ...kept, summary });
  };
  /**
   * The item `id`, locked until the write's transaction ends, so that no other write lands
   * before it: a 404 when there is none, and the 409 telling who changed it when if it is no
   * longer at `version`, where one is given (docs/api.md#versions).
   */
  const lockedAt = async (tx: Queryable, id: number, version?: number): Promise<Item> => {
    const found = await table.find(tx, id, { lock: true });
    if (!found) throw await missingOrDeleted(tx, id);
    if (version !== undefined && version !== found.version) {
      throw staleWrite(one, found, await lastChangeOf(tx, entity, found.id));
    }
    return found;
  };
  return {
    texts: {
      listed: `${many} fetched successfully.`,
      listedActive: `Active ${many.toLowerCase()} fetched successfully.`,
      found: `${one} fetched successfully.`,
      created: `${one} created successfully!`,
      updated: `${one} updated successfully!`,
      deleted: `${one} deleted successfully!`,
      switched: (status: Status) =>
        `${one} ${status === 'active' ? 'activated' : 'deactivated'} successfully!`,
    },
    replies: { ...replySchemas(itemKey, listKey, item), conflict: conflictReplySchema(item) },
    notFound: missing,
    /** Its table's image fields, in the order they are checked, each with its refusal. */
    images: table.images.map((field) => ({
      name: field,
      tooLarge: tooLarge?.[field] ?? IMAGE_TOO_LARGE,
    })),
    /** The item a write's request names by its id and If-Match (lockedAt). */
    current(tx: Queryable, request: FastifyRequest<{ Params: IdParams }>): Promise<Item> {
      return lockedAt(tx, request.params.id, expectedVersion(request));
    },
    lockedAt,
    /** Refuses a body its schema passed: a day that is none (`days`), then checkBody's. */
    async checkBody(tx: Queryable, body: Writable<Item>, id?: number): Promise<void> {
      for (const field of days) checkDay(field, body[field] as string | undefined, true);
      await resource.checkBody?.(tx, body, id);
    },
    /**
     * Moves the items in the way of a body (the resource's makeRoom), each recorded as updated by
     * the request's admin.
     */
    async makeRoom(tx: Queryable, request: FastifyRequest, body: Writable<Item>, id?: number) {
      const moved = (await resource.makeRoom?.(tx, body, id)) ?? [];
      for (const change of moved) await track(tx, request, 'update', change);
    },
    /** A reply with one item. */
    one: (message: string, value: unknown) => ({ success: true, message, [itemKey]: value }),
    /** A reply with a list of items. */
    list: (message: string, values: unknown[]) => ({ success: true, message, [listKey]: values }),
    /** Records a change of an item in the activity trail (trackChange). */
    track,
  };
}

export type ResourceKit<Item extends Managed> = ReturnType<typeof resourceKit<Item>>;
