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
