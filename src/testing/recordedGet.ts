import { http, HttpResponse, type JsonBodyType } from 'msw';
import { API } from './handlers';
import { server } from './server';

/**
 * GET `path` of the API answering `body`. Returns the queries it was asked, one record of search
 * parameters each, so a test sees what was asked and when.
 */
export function serveRecordedGet(path: string, body: JsonBodyType) {
  const asked: Record<string, string>[] = [];
  server.use(
    http.get(`${API}${path}`, ({ request }) => {
      asked.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json(body);
    }),
  );
  return asked;
}
