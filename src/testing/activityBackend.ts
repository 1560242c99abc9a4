import { http, HttpResponse } from 'msw';
import { API } from './handlers';
import { server } from './server';

/**
 * GET /admin/activity answering `entries` as page 1 of 1. Returns the queries it was asked, one
 * record of search parameters each, so a test sees what was asked and when.
 */
export function serveActivityPage(entries: readonly object[]) {
  const asked: Record<string, string>[] = [];
  server.use(
    http.get(`${API}/admin/activity`, ({ request }) => {
      asked.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json({
        success: true,
        message: 'Activity fetched successfully.',
        activity: entries,
        pagination: {
          page: 1,
          pageSize: 50,
          total: entries.length,
          totalPages: 1,
          totalExact: true,
        },
      });
    }),
  );
  return asked;
}
