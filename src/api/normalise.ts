/**
 * A list may arrive as a plain array, as `{ <key>: [...] }` or as `{ data: [...] }`
 * (docs/requirements.md#7-calls-to-the-backend). transformResponse turns each into one array,
 * so screens never branch on the shape.
 */
export function normaliseList<T>(response: unknown, key: string): T[] {
  if (Array.isArray(response)) return response as T[];
  if (typeof response === 'object' && response !== null) {
    const record = response as Record<string, unknown>;
    if (Array.isArray(record[key])) return record[key] as T[];
    if (Array.isArray(record.data)) return record.data as T[];
  }
  return [];
}
