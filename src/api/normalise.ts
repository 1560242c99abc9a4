/**
 * A list may arrive as a plain array, as `{ <key>: [...] }` or as `{ data: [...] }`
 * (docs/requirements.md#7-calls-to-the-backend). transformResponse turns each into one array,
 * so screens never branch on the shape.
 *
 * The array comes frozen. The cache's immer freezes whatever it is given, every object of it,
 * unless it is frozen already, and walking a whole list of orders holds up the first row
 * (docs/decisions.md#the-whole-lists-paged-in-the-browser). The rows themselves are never
 * changed; the types say so.
 */
import { listTag, type TagType } from './tags';

export function normaliseList<T>(response: unknown, key: string): readonly T[] {
  return Object.freeze(listIn<T>(response, key));
}

function listIn<T>(response: unknown, key: string): T[] {
  if (Array.isArray(response)) return response as T[];
  if (typeof response === 'object' && response !== null) {
    const record = response as Record<string, unknown>;
    if (Array.isArray(record[key])) return record[key] as T[];
    if (Array.isArray(record.data)) return record.data as T[];
  }
  return [];
}

/**
 * The query of one of the requirements' whole lists (users, orders), read only: its rows in
 * whichever shape they come, taken whole at a refetch (sharing 100,000 rows with the last answer
 * walks them all), a failure only logged (docs/requirements.md#8-errors-and-messages), and one
 * tag for the list: nothing invalidates one row, and a tag per row would write an entry per row
 * into the cache's tag index.
 */
export const wholeListQuery = <Row, Tag extends TagType>(
  path: string,
  key: string,
  { log, tag }: { log: string; tag: Tag },
) => ({
  query: () => path,
  transformResponse: (response: unknown) => normaliseList<Row>(response, key),
  structuralSharing: false,
  extraOptions: { loadFailure: { log } },
  providesTags: [listTag(tag)],
});
