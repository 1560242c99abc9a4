/**
 * One in-memory backend for the managed resources (notifications, banners) in component tests:
 * it answers the list, create, update, status and delete calls of
 * docs/requirements.md#7-calls-to-the-backend over MSW, keeps the items, records every write
 * and counts the list's GETs, so a test asserts on what the server received.
 */
import { http, HttpResponse } from 'msw';
import { API } from './handlers';
import { server } from './server';

export interface RecordedWrite {
  method: string;
  path: string;
  body: unknown;
}

type Item = Record<string, unknown>;

interface CrudBackendOptions {
  /** '/admin/banner' */
  base: string;
  /** The list's key in the answer: 'banners'. */
  listKey: string;
  /** What the server adds to a created item besides its id (stored image paths, dates). */
  created?: (body: Item) => Item;
}

export function serveCrud(
  { base, listKey, created }: CrudBackendOptions,
  initial: readonly object[],
) {
  const backend = { items: [...initial] as Item[], gets: 0, writes: [] as RecordedWrite[] };
  let nextId = 100;
  const record = async (request: Request, withBody = true) => {
    const body = withBody ? ((await request.json()) as Item) : null;
    backend.writes.push({ method: request.method, path: new URL(request.url).pathname, body });
    return body ?? {};
  };
  const change = (id: unknown, body: Item) => {
    backend.items = backend.items.map((item) =>
      String(item.id) === id ? { ...item, ...body } : item,
    );
  };
  const ok = (status = 200) => HttpResponse.json({ success: true, message: 'Done.' }, { status });
  server.use(
    http.get(`${API}${base}/all`, () => {
      backend.gets += 1;
      return HttpResponse.json({ success: true, [listKey]: backend.items });
    }),
    http.post(`${API}${base}/create`, async ({ request }) => {
      const body = await record(request);
      backend.items = [...backend.items, { ...body, id: nextId++, ...created?.(body) }];
      return ok(201);
    }),
    http.put(`${API}${base}/update/:id`, async ({ request, params }) => {
      change(params.id, await record(request));
      return ok();
    }),
    http.put(`${API}${base}/status/:id`, async ({ request, params }) => {
      change(params.id, await record(request));
      return ok();
    }),
    http.delete(`${API}${base}/delete/:id`, async ({ request, params }) => {
      await record(request, false);
      backend.items = backend.items.filter((item) => String(item.id) !== params.id);
      return ok();
    }),
  );
  return backend;
}
