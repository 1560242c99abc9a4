import { http, HttpResponse } from 'msw';
import { API } from './handlers';
import { serveRecordedGet } from './recordedGet';
import { server } from './server';

/**
 * The trail as the Activity screen asks for it: GET /admin/activity answering `entries` as page 1
 * of 1, and GET /admin/activity/admins answering `admins`, the Admin filter's choices. Returns the
 * page's queries, one record of search parameters each, so a test sees what was asked and when.
 */
export function serveActivityPage(entries: readonly object[], admins: readonly object[] = []) {
  server.use(
    http.get(`${API}/admin/activity/admins`, () =>
      HttpResponse.json({ success: true, message: 'ok', admins }),
    ),
  );
  return serveRecordedGet('/admin/activity', {
    success: true,
    message: 'Activity fetched successfully.',
    activity: entries,
    pagination: { page: 1, pageSize: 50, total: entries.length, totalPages: 1, totalExact: true },
  });
}
