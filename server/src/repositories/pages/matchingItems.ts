/**
 * The items of a paged list that its search and filters match, for bulk work on "all matching"
 * (docs/api.md#bulk-work): those made by `listedAt`, when the admin's list was read, each with
 * its version and whether it was written since. Those made later were not listed, so they are
 * not answered.
 */
import type { Queryable } from '../../db/types';
import { built, matchConditions, whereOf, type TablePages } from './pageSql';

export interface MatchingItem {
  id: number;
  version: number;
  changedSince: boolean;
}

/** At most `limit` + 1 of them, in the order of their ids: one more says there are more. */
export async function matchingItems<Sort extends string, Filters extends object>(
  db: Queryable,
  spec: TablePages<Sort, Filters>,
  { q, filters, listedAt }: { q: string; filters: Filters; listedAt: string },
  limit: number,
): Promise<MatchingItem[]> {
  const { sql, params } = built((param) => {
    const at = `${param(listedAt)}::timestamptz`;
    // `listedAt` has milliseconds, the columns microseconds: an item made in its millisecond
    // was listed; one written in it may have been written after, and counts as changed.
    const listed = `date_trunc('milliseconds', created_at) <= ${at}`;
    const conditions = [...matchConditions(spec, q, filters, param), listed];
    return `SELECT id, version, updated_at > ${at} AS "changedSince"
              FROM ${spec.table} ${whereOf(conditions)} ORDER BY id LIMIT ${limit + 1}`;
  });
  return db.query<MatchingItem>(sql, params);
}
