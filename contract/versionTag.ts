/**
 * The If-Match header of a write and its value, plain values with no schema, so that the web
 * app imports the very ones the server reads (versions.ts has the rest of the contract).
 */
export const VERSION_HEADER = 'if-match';

/** The If-Match value of a version: its ETag. */
export const versionTag = (version: number) => `"${version}"`;
