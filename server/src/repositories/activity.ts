/**
 * SQL for the activity trail (docs/api.md#activity-trail): entries are written in the
 * transaction of the change they record, and only read after; the table refuses changes
 * (migration 007).
 */
import type { Queryable } from '../db/types';
import {
  ENTITIES,
  type Action,
  type ActivityAdmin,
  type ActivityQuery,
  type Entity,
} from '../../../contract/activity';
import type { LiveEvent } from '../../../contract/events';
import type { ActivityScope } from '../../../contract/roles';
import { isoDate, shopDayEnd, shopDayStart } from './shopTables';

type Fields = Record<string, unknown>;

export interface ActivityRecord {
  /** The signed-in admin, by the token's subject. */
  adminId: number;
  action: Action;
  entity: Entity;
  entityId?: number | string;
  summary?: string;
  before?: Fields | null;
  after?: Fields | null;
}

/** Writes one entry; the admin's email and name are copied as they are now. */
export async function recordActivity(tx: Queryable, entry: ActivityRecord): Promise<void> {
  await tx.write(
    `INSERT INTO activity (admin_id, admin_email, admin_name, action, entity, entity_id, summary,
                           before, after)
     SELECT me.id, admins.email, admins.name, $2, $3, $4, $5, $6::jsonb, $7::jsonb
       FROM (SELECT $1::int AS id) AS me LEFT JOIN admins ON admins.id = me.id`,
    [
      entry.adminId,
      entry.action,
      entry.entity,
      entry.entityId === undefined ? null : String(entry.entityId),
      entry.summary ?? null,
      entry.before ? JSON.stringify(entry.before) : null,
      entry.after ? JSON.stringify(entry.after) : null,
    ],
  );
}

/** An item's id is the entry's own, and when it was written the entry's time. */
const UNCOMPARED = new Set(['id', 'createdAt', 'updatedAt']);

/** An item's fields as an entry keeps them: all but its id and timestamps. */
export function itemFields(item: object): Fields {
  return Object.fromEntries(Object.entries(item).filter(([field]) => !UNCOMPARED.has(field)));
}

/** The fields whose values differ between two states of an item, before and after. */
export function changedFields(before: Fields, after: Fields): { before: Fields; after: Fields } {
  const changed = Object.keys({ ...before, ...after }).filter(
    (field) =>
      !UNCOMPARED.has(field) && JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
  return {
    before: Object.fromEntries(changed.map((field) => [field, before[field] ?? null])),
    after: Object.fromEntries(changed.map((field) => [field, after[field] ?? null])),
  };
}

export type ActivityFilters = Omit<ActivityQuery, 'page' | 'pageSize'>;

type Param = (value: unknown) => string;

/**
 * The entries `scope` reads, as SQL (docs/api.md#activity-trail); none for a scope of every
 * entity, so a Super Admin's pages read as they did.
 */
function scopeCondition({ adminId, entities, ownEntities }: ActivityScope, param: Param) {
  if (ENTITIES.every((entity) => entities.includes(entity))) return [];
  return [
    `(entity = ANY(${param(entities)}::text[])
      OR (entity = ANY(${param(ownEntities)}::text[]) AND admin_id = ${param(adminId)}))`,
  ];
}

/** One page of the entries `scope` reads, newest first, and how many match. */
export async function activityPage(
  db: Queryable,
  { page, pageSize }: { page: number; pageSize: number },
  filters: ActivityFilters,
  scope: ActivityScope,
): Promise<{ rows: unknown[]; total: number }> {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const conditions = scopeCondition(scope, param);
  if (filters.adminId !== undefined) conditions.push(`admin_id = ${param(filters.adminId)}`);
  if (filters.entity) conditions.push(`entity = ${param(filters.entity)}`);
  if (filters.entityId) conditions.push(`entity_id = ${param(filters.entityId)}`);
  if (filters.action) conditions.push(`action = ${param(filters.action)}`);
  if (filters.from) conditions.push(`at >= ${shopDayStart(param(filters.from))}`);
  if (filters.to) conditions.push(`at < ${shopDayEnd(param(filters.to))}`);
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const countParams = [...params];
  const [rows, [count]] = await Promise.all([
    db.query<{ entry: unknown }>(
      `SELECT json_build_object(
                'id', id, 'at', ${isoDate('at')},
                'admin', json_build_object('id', admin_id, 'email', admin_email, 'name', admin_name),
                'action', action, 'entity', entity, 'entityId', entity_id, 'summary', summary,
                'before', before, 'after', after) AS entry
         FROM activity ${where}
        ORDER BY at DESC, id DESC
        LIMIT ${param(pageSize)} OFFSET ${param((page - 1) * pageSize)}`,
      params,
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM activity ${where}`, countParams),
  ]);
  return { rows: rows.map(({ entry }) => entry), total: count?.n ?? 0 };
}

/**
 * The admins who wrote entries `scope` reads, by their latest name and email there, for the
 * screen's filter.
 */
export async function activityAdmins(
  db: Queryable,
  scope: ActivityScope,
): Promise<{ id: number; email: string | null; name: string | null }[]> {
  const params: unknown[] = [];
  const [condition] = scopeCondition(scope, (value) => `$${params.push(value)}`);
  return db.query(
    `SELECT DISTINCT ON (admin_id) admin_id AS id, admin_email AS email, admin_name AS name
       FROM activity ${condition ? `WHERE ${condition}` : ''}
      ORDER BY admin_id, at DESC, id DESC`,
    params,
  );
}

/**
 * Who wrote an item's latest entry, when, and what it was: what a 409 tells of the change it lost
 * to, and a 404 of the delete.
 */
export async function lastChangeOf(
  db: Queryable,
  entity: Entity,
  entityId: number | string,
): Promise<{ changedBy: ActivityAdmin | null; changedAt: string | null; action?: Action }> {
  const [row] = await db.query<{ changedBy: ActivityAdmin; changedAt: string; action: Action }>(
    `SELECT json_build_object('id', admin_id, 'email', admin_email, 'name', admin_name)
              AS "changedBy",
            ${isoDate('at')} AS "changedAt", action
       FROM activity WHERE entity = $1 AND entity_id = $2
      ORDER BY at DESC, id DESC LIMIT 1`,
    [entity, String(entityId)],
  );
  return row ?? { changedBy: null, changedAt: null };
}

/** An entry as the live changes tell it, with the transaction that wrote it (migration 027). */
export type ActivityEvent = Omit<LiveEvent, 'entity'> & {
  id: number;
  entity: string;
  tx: string | null;
};

/** The id of the latest entry, or 0. */
export async function latestActivityId(db: Queryable): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'SELECT coalesce(max(id), 0)::float8 AS id FROM activity',
  );
  return Number(row?.id ?? 0);
}

/** Entries read at a time. */
const EVENTS_BATCH = 500;

/**
 * The entries after `afterId()`, oldest first, of `entities` only when given, a batch at a time,
 * each read after the reader has taken the one before, until one comes back short. Ids become
 * visible in their order (migration 014), so a reader that moves past one misses none.
 */
export async function* activityEventsAfter(
  db: Queryable,
  afterId: () => number,
  entities?: readonly string[],
): AsyncGenerator<ActivityEvent[]> {
  for (;;) {
    const events = await db.query<ActivityEvent>(
      `SELECT id::float8 AS id, entity, action, entity_id AS "entityId", ${isoDate('at')} AS at,
              tx::text AS tx
         FROM activity
        WHERE id > $1 AND ($2::text[] IS NULL OR entity = ANY($2::text[]))
        ORDER BY id LIMIT $3`,
      [afterId(), entities ? [...entities] : null, EVENTS_BATCH],
    );
    yield events;
    if (events.length < EVENTS_BATCH) return;
  }
}
