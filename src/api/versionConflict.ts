/**
 * A write refused because its item changed after the admin read it (docs/api.md#versions): the
 * reference server's 409 carries the item as it is now and who changed it when. It is read here
 * once, and worded for the admin: "This banner was changed by meera@shop.example at 10:42 after
 * you opened it."
 */
import type { ConflictReply } from '../../contract/versions';
import type { ApiError } from './apiError';

/** A stale write's refusal, as the screens use it. */
export interface VersionConflict<Item> {
  /** The item as it is now, in the shape the list gives its items. */
  current: Item;
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

/** When the change was made, in the admin's locale: the time alone when it was today. */
function whenText(changedAt: string | null, now: Date): string {
  const at = changedAt ? new Date(changedAt) : null;
  if (!at || Number.isNaN(at.getTime())) return '';
  const today = at.toDateString() === now.toDateString();
  const format = new Intl.DateTimeFormat(
    undefined,
    today ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
  );
  return ` at ${format.format(at)}`;
}

/** "This banner was changed by meera@shop.example at 10:42 after you opened it." */
export function conflictMessage(
  noun: string,
  { changedBy, changedAt }: Pick<ConflictReply<unknown>, 'changedBy' | 'changedAt'>,
  now = new Date(),
): string {
  const who = changedBy?.email ?? changedBy?.name ?? 'another admin';
  return `This ${noun} was changed by ${who}${whenText(changedAt, now)} after you opened it.`;
}

/**
 * A failed write's error as RTK Query's `transformErrorResponse` gives it: a 409 with the current
 * item gets the message in plain words and its item shaped by `toItem`; any other stays as it is.
 */
export function worded<Item>(noun: string, toItem: (item: never) => Item) {
  return (error: ApiError): ApiError => {
    const reply = error.status === 409 ? conflictReply(error.data) : undefined;
    if (!reply) return error;
    const current = toItem(reply.current as never);
    return { ...error, message: conflictMessage(noun, reply), data: { ...reply, current } };
  };
}

/** The conflict a rejected write carries, if it was refused as stale. */
export function versionConflictOf<Item>(error: unknown): VersionConflict<Item> | undefined {
  const { status, message, data } = (error ?? {}) as Partial<ApiError>;
  const reply = status === 409 ? conflictReply(data) : undefined;
  return reply && message ? { current: reply.current as Item, message } : undefined;
}
