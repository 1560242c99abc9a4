/**
 * The reference server's versions as the tab follows them (tabSource.ts, tabBulk.ts;
 * docs/api.md#versions): a write read at an older version is refused with the row as it is now,
 * and a write to a row the tab does not have is named as the server names it.
 */
import { oneOf, type TabResource } from '../../contract/resources';
import { staleWriteMessage, versionTag } from '../../contract/versionTag';
import type { TabRow } from './tabLists';
import { reply } from './tabRules';

/** The 404 of a write to a row the tab does not have, in the server's words: 'Category not found.' */
export const rowNotFound = (resource: TabResource) =>
  reply({ success: false, message: `${oneOf(resource)} not found.`, requestId: 'tab' }, 404);

/**
 * The refusal of a write to `row` read before its latest write (docs/api.md#versions), as the
 * server's 409 (server/src/http/versions.ts): the row as it is now, and when it was changed; the
 * tab keeps no trail, so it names no one.
 */
export function staleRefusal(resource: TabResource, row: TabRow) {
  const changedAt = row.updatedAt;
  return {
    success: false,
    message: staleWriteMessage(oneOf(resource), null, changedAt),
    requestId: 'tab',
    current: row,
    changedBy: null,
    changedAt,
  };
}

/**
 * staleRefusal of a write sent at a version `row` has left behind; undefined when it was read at
 * its version, or sent none, as the specification's client sends none.
 */
export const staleWrite = (resource: TabResource, row: TabRow, version: string | null) =>
  version === null || version === versionTag(row.version) ? undefined : staleRefusal(resource, row);
