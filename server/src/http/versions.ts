/**
 * No lost updates (docs/api.md#versions): the version a write was read at, from If-Match, and
 * the 409 that refuses a stale one with the item as it is now and who changed it when.
 */
import type { FastifyRequest } from 'fastify';

import type { ChangedBy } from '../../../contract/versions';
import { staleWriteMessage } from '../../../contract/versionTag';
import { badRequest, notFound, refused, type HttpError } from '../lib/httpError';

/** "3", W/"3" or 3 (quoted on both sides or neither); at most ten digits, an integer column's. */
const VERSION_TAG = /^(?:W\/)?(?:"(\d{1,10})"|(\d{1,10}))$/;

export const IF_MATCH_MESSAGE = 'If-Match must be the version the item was read at, as "3".';

/** The version an update, status change or delete was read at; undefined when none was sent. */
export function expectedVersion(request: FastifyRequest): number | undefined {
  const value = request.headers['if-match'];
  if (value === undefined) return undefined;
  const match = typeof value === 'string' ? VERSION_TAG.exec(value.trim()) : null;
  if (!match) throw badRequest(IF_MATCH_MESSAGE);
  return Number(match[1] ?? match[2]);
}

export interface LastChange {
  changedBy: ChangedBy | null;
  /** ISO 8601. */
  changedAt: string | null;
}

/**
 * The 409 of a write read at an older version: `one` names the item ('Banner'), `current` is it
 * as it is now.
 */
export function staleWrite(one: string, current: object, { changedBy, changedAt }: LastChange) {
  const message = staleWriteMessage(one, changedBy, changedAt);
  return refused(409, message, { current, changedBy, changedAt });
}

/**
 * The 404 of a write to an item that is not there, `message` naming it ('Banner not found.'):
 * where the trail's latest entry of it is its delete, who deleted it when, so that the admin who
 * read it is told as a stale write is (docs/api.md#versions).
 */
export function missingItem(
  message: string,
  { changedBy, changedAt, action }: LastChange & { action?: string },
): HttpError {
  if (action !== 'delete') return notFound(message);
  return refused(404, message, { deletedBy: changedBy, deletedAt: changedAt ?? undefined });
}

/** Throws the 409 when the request sent a version and the item is no longer at it. */
export async function checkVersion(
  request: FastifyRequest,
  one: string,
  current: { version: number },
  lastChange: () => Promise<LastChange>,
): Promise<void> {
  const expected = expectedVersion(request);
  if (expected !== undefined && expected !== current.version) {
    throw staleWrite(one, current, await lastChange());
  }
}
