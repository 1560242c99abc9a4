/**
 * Cache tags, one rule for every resource: a list provides each row's tag and its LIST tag;
 * a create invalidates LIST; an update, delete or status change invalidates the row and LIST;
 * each also invalidates the LIST of every view that shows the resource's data (`shownIn` in
 * contract/resources.ts: a category's product count, the dashboard's figures), as a change told
 * live does (liveEvents.ts). A failed write invalidates nothing, so the list is not reloaded for
 * no reason.
 */
import { CACHE_TAGS, SHOWN_IN_TAGS, type CacheTag } from '../../contract/resources';

/** Each resource's cache tag, declared with the resource (contract/resources.ts). */
export const TAG_TYPES = CACHE_TAGS;
export type TagType = CacheTag;

type Id = string | number;

export const listTag = <T extends TagType>(type: T) => ({ type, id: 'LIST' }) as const;

/** The LIST tags of the other views that show `type`'s data. */
export const shownInTags = (type: TagType) => (SHOWN_IN_TAGS[type] ?? []).map(listTag);

export function providesList<T extends TagType>(type: T) {
  return (items: readonly { id: Id }[] = []) => [
    ...items.map(({ id }) => ({ type, id })),
    listTag(type),
  ];
}

export function invalidatesList<T extends TagType>(type: T) {
  return (_result: unknown, error: unknown) => (error ? [] : [listTag(type), ...shownInTags(type)]);
}

export function invalidatesRow<T extends TagType, A>(type: T, idOf: (arg: A) => Id) {
  return (_result: unknown, error: unknown, arg: A) =>
    error ? [] : [{ type, id: idOf(arg) }, listTag(type), ...shownInTags(type)];
}
