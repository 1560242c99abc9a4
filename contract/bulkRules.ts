/**
 * Bulk work's plain values (docs/api.md#bulk-work): how many items one request may change and
 * the server's texts, with no schema, so that the web app holds a selection to the same limit
 * and shows the very words the server answers without loading contract/bulk.ts's schemas.
 */

/** The most items one request changes: a page of the largest list, many times over. */
export const BULK_LIMIT = 1000;

export const BULK_MESSAGES = {
  items: `items must name from 1 to ${BULK_LIMIT} items, each with its id and version.`,
  itemsOrMatching: 'items must be sent, or matching with listedAt, but not both.',
  listedAt: 'listedAt must be when the list was read, as its X-Listed-At header said.',
  tooManyMatching: `matching finds more than ${BULK_LIMIT} items: narrow the search.`,
  exportIds: `ids must be up to ${BULK_LIMIT} row ids separated by commas, as 3,17,42.`,
};
