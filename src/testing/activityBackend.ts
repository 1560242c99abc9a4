import { serveRecordedGet } from './recordedGet';

/**
 * GET /admin/activity answering `entries` as page 1 of 1. Returns the queries it was asked, one
 * record of search parameters each, so a test sees what was asked and when.
 */
export function serveActivityPage(entries: readonly object[]) {
  return serveRecordedGet('/admin/activity', {
    success: true,
    message: 'Activity fetched successfully.',
    activity: entries,
    pagination: { page: 1, pageSize: 50, total: entries.length, totalPages: 1, totalExact: true },
  });
}
