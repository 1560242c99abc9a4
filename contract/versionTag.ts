/**
 * The If-Match header of a write and its value, and the header that says when a list was read,
 * plain values with no schema, so that the web app uses the very ones the server does
 * (versions.ts and bulk.ts have the rest of the contract).
 */
export const VERSION_HEADER = 'if-match';

/** The If-Match value of a version: its ETag. */
export const versionTag = (version: number) => `"${version}"`;

/**
 * What a write read at an older version is told, the server's and the tab's: `one` names the
 * item ('Banner'), then who changed it (by e-mail, else name) and when, where known.
 */
export const staleWriteMessage = (
  one: string,
  changedBy: { email: string | null; name: string | null } | null,
  changedAt: string | null,
) =>
  `${one} was changed by ${changedBy?.email ?? changedBy?.name ?? 'another admin'}` +
  `${changedAt ? ` at ${changedAt}` : ''} after you read it.`;

/**
 * The response header of a paged list's page: the moment it was read (ISO 8601), which an "all
 * matching" bulk request sends back as `listedAt` (docs/api.md#bulk-work).
 */
export const LISTED_AT_HEADER = 'x-listed-at';
