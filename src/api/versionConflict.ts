/**
 * A write refused because its item changed after the admin read it (docs/api.md#versions): the
 * reference server's 409 carries the item as it is now and who changed it when. It is read here
 * once, and worded for the admin: "This banner was changed by meera@shop.example at 10:42 after
 * you opened it."
 */
import type { ConflictReply } from '../../contract/versions';
import { dayInZone, ZONE_WITHOUT_SHOP } from '@/lib/zonedTime';
import type { ApiError } from './apiError';
import type { ApiMeta } from './baseApi';

/** A stale write's refusal, as the screens use it. */
export interface VersionConflict<Item> {
  /**
   * The item as it is now, in the shape the list gives its items; null when a colleague deleted
   * it since (the server's 404 then says who, when).
   */
  current: Item | null;
  /** What happened, in plain words. */
  message: string;
}

/** The 409's body, when `data` is one. */
function conflictReply(data: unknown): ConflictReply<unknown> | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { current } = data as { current?: unknown };
  return typeof current === 'object' && current !== null
    ? (data as ConflictReply<unknown>)
    : undefined;
}

/**
 * When a change was made, in the admin's locale and the day zone, as every moment the screens
 * show: the time alone when it was today; null for no moment.
 */
export function changeTime(changedAt: string | null, timeZone: string, now = new Date()) {
  const at = changedAt ? new Date(changedAt) : null;
  if (!at || Number.isNaN(at.getTime())) return null;
  const today = dayInZone(at.getTime(), timeZone) === dayInZone(now.getTime(), timeZone);
  const format = new Intl.DateTimeFormat(undefined, {
    ...(today ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' }),
    timeZone,
  });
  return format.format(at);
}

function whenText(changedAt: string | null, now: Date, timeZone: string): string {
  const time = changeTime(changedAt, timeZone, now);
  return time ? ` at ${time}` : '';
}

type Who = ConflictReply<unknown>['changedBy'];
const whoText = (admin: Who) => admin?.email ?? admin?.name ?? 'another admin';

/** "This banner was changed by meera@shop.example at 10:42 after you opened it." */
export function conflictMessage(
  noun: string,
  { changedBy, changedAt }: Pick<ConflictReply<unknown>, 'changedBy' | 'changedAt'>,
  timeZone: string,
  now = new Date(),
): string {
  const when = whenText(changedAt, now, timeZone);
  return `This ${noun} was changed by ${whoText(changedBy)}${when} after you opened it.`;
}

/** The zone a refusal's moments are told in: the day zone its call read (ApiMeta). */
export const zoneOf = (meta: Pick<ApiMeta, 'timeZone'> | undefined) =>
  meta?.timeZone ?? ZONE_WITHOUT_SHOP;

/** A 404's body when the item was deleted: who deleted it, when (docs/api.md#versions). */
interface DeletedReply {
  deletedBy: Who;
  deletedAt: string;
}

function deletedReply(error: Pick<ApiError, 'status' | 'data'>): DeletedReply | undefined {
  const reply = error.data as Partial<DeletedReply> | undefined;
  return error.status === 404 && typeof reply?.deletedAt === 'string'
    ? (reply as DeletedReply)
    : undefined;
}

/**
 * A failed write's error as RTK Query's `transformErrorResponse` gives it: a 409 with the current
 * item gets the message in plain words and its item shaped by `toItem`; any other stays as it is.
 */
export function worded<Item>(noun: string, toItem: (item: never) => Item) {
  return (error: ApiError, meta?: Pick<ApiMeta, 'timeZone'>): ApiError => {
    const deleted = deletedReply(error);
    if (deleted) {
      const { deletedBy, deletedAt } = deleted;
      const when = whenText(deletedAt, new Date(), zoneOf(meta));
      return { ...error, message: `This ${noun} was deleted by ${whoText(deletedBy)}${when}.` };
    }
    const reply = error.status === 409 ? conflictReply(error.data) : undefined;
    if (!reply) return error;
    const current = toItem(reply.current as never);
    const message = conflictMessage(noun, reply, zoneOf(meta));
    return { ...error, message, data: { ...reply, current } };
  };
}

/** The conflict a rejected write carries, if it was refused as stale or its item deleted since. */
export function versionConflictOf<Item>(error: unknown): VersionConflict<Item> | undefined {
  const { status, message, data } = (error ?? {}) as Partial<ApiError>;
  if (message && deletedReply({ status: status ?? 0, data })) return { current: null, message };
  const reply = status === 409 ? conflictReply(data) : undefined;
  return reply && message ? { current: reply.current as Item, message } : undefined;
}
