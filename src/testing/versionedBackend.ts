/**
 * The reference server's versions (docs/api.md#versions) over MSW, for the conflict tests: items
 * carry a version, each write records the If-Match it was sent with, one sent with another
 * version than the item's answers the 409 with the item as it is, `changeElsewhere` is another
 * admin's write made meanwhile and `deleteElsewhere` their delete (a write then answers 404 with
 * who deleted it when).
 */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from './handlers';
import { server } from './server';

type Item = Record<string, unknown> & { id: number; version: number };

export interface VersionedWrite {
  method: string;
  path: string;
  ifMatch: string | null;
  body: unknown;
}

/**
 * A create as the screen made it: `message` said, the one write a POST of `body` to `path` with no
 * If-Match (a new row has no version), and its row listed, found by `row`. Answers the row.
 */
export async function expectCreated(
  writes: readonly VersionedWrite[],
  { message, path, body, row }: { message: string; path: string; body: object; row: RegExp },
) {
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(writes).toEqual([{ method: 'POST', path, ifMatch: null, body }]);
  return screen.findByRole('row', { name: row });
}

/** A stored row's first version, as the server keeps one written on 20 November. */
export const FIRST_VERSION = {
  version: 1,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
};

/** The server's refusal: its message and request id, and `more` (the field, the row as it is). */
export const refused = (message: string, status: number, more: object = {}) =>
  HttpResponse.json({ success: false, message, requestId: 'req-1', ...more }, { status });

/** The server's success, saying `message`. */
export const done = (message: string, status = 200) =>
  HttpResponse.json({ success: true, message }, { status });

/** Who changed it in the tests, and when: 10:42 today. */
export const OTHER_ADMIN = { id: 2, email: 'meera@shop.example', name: 'Meera' };
export const changedAtToday = () => {
  const at = new Date();
  at.setHours(10, 42, 0, 0);
  return at;
};

/** What the edit of a `noun` OTHER_ADMIN changed meanwhile is told (docs/api.md#versions). */
export const changedMeanwhile = (noun: string) => {
  const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(changedAtToday());
  return `This ${noun} was changed by ${OTHER_ADMIN.email} at ${time} after you opened it.`;
};

/**
 * A write that honours If-Match, recorded in `writes`: answered by `apply` once its row is among
 * `rows` at the version If-Match names; 404 without one, 409 with the row as it is at another.
 */
export function versionedWrite<Row extends { id: number; version: number }, Body>(
  writes: VersionedWrite[],
  rows: () => readonly Row[],
  apply: (row: Row, body: Body) => Response,
) {
  return async ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
    const body = request.method === 'DELETE' ? null : ((await request.json()) as Body);
    const ifMatch = request.headers.get('if-match');
    const path = new URL(request.url).pathname;
    writes.push({ method: request.method, path, ifMatch, body });
    const row = rows().find(({ id }) => String(id) === params.id);
    if (!row) return refused('Not found.', 404);
    if (ifMatch !== null && ifMatch !== `"${row.version}"`) {
      const changed = { current: row, changedBy: OTHER_ADMIN, changedAt: changedAtToday() };
      return refused('Changed after you read it.', 409, changed);
    }
    return apply(row, body ?? ({} as Body));
  };
}

export function serveVersioned(base: string, listKey: string, initial: readonly object[]) {
  const backend = {
    items: initial.map((item) => ({ version: 1, ...item })) as Item[],
    gets: 0,
    writes: [] as VersionedWrite[],
    /** Another admin's change to the item with `id`, made without this screen knowing. */
    changeElsewhere(id: number, changes: object) {
      backend.items = backend.items.map((item) =>
        item.id === id ? { ...item, ...changes, version: item.version + 1 } : item,
      );
    },
    /** Another admin's delete of the item with `id`: a write to it then says who and when. */
    deleteElsewhere(id: number) {
      backend.items = backend.items.filter((item) => item.id !== id);
      deleted.add(String(id));
    },
  };
  const deleted = new Set<string>();
  /** The 404 of an item OTHER_ADMIN deleted, saying who and when; of another, the bare one. */
  const missing = (id: unknown) =>
    HttpResponse.json(
      deleted.has(String(id))
        ? {
            success: false,
            message: 'Not found.',
            deletedBy: OTHER_ADMIN,
            deletedAt: changedAtToday().toISOString(),
          }
        : { success: false, message: 'Not found.' },
      { status: 404 },
    );
  const find = (id: unknown) => backend.items.find((item) => String(item.id) === id);

  /** Records the write; answers the 409 when it was sent for another version than the item's. */
  async function write(request: Request, id: unknown, apply: (item: Item, body: object) => void) {
    const body = await record(request);
    const ifMatch = request.headers.get('if-match');
    const item = find(id);
    if (!item) return missing(id);
    if (ifMatch !== null && ifMatch !== `"${item.version}"`) {
      return HttpResponse.json(
        {
          success: false,
          message: 'Changed after you read it.',
          current: item,
          changedBy: OTHER_ADMIN,
          changedAt: changedAtToday().toISOString(),
        },
        { status: 409 },
      );
    }
    apply(item, body ?? {});
    return HttpResponse.json({ success: true, message: 'Done.' });
  }
  const change = (item: Item, body: object) => backend.changeElsewhere(item.id, body);

  /** Records the write as it was sent; answers its body. */
  async function record(request: Request) {
    const body = request.method === 'DELETE' ? null : ((await request.json()) as object);
    const { method, url } = request;
    const ifMatch = request.headers.get('if-match');
    backend.writes.push({ method, path: new URL(url).pathname, ifMatch, body });
    return body;
  }

  server.use(
    http.post(`${API}${base}/create`, async ({ request }) => {
      const body = (await record(request)) as object;
      const id = Math.max(0, ...backend.items.map((item) => item.id)) + 1;
      backend.items.push({ ...body, id, version: 1 });
      return HttpResponse.json({ success: true, message: 'Created.' }, { status: 201 });
    }),
    http.get(`${API}${base}/all`, () => {
      backend.gets += 1;
      return HttpResponse.json({ success: true, [listKey]: backend.items });
    }),
    http.put(`${API}${base}/update/:id`, ({ request, params }) =>
      write(request, params.id, change),
    ),
    http.put(`${API}${base}/status/:id`, ({ request, params }) =>
      write(request, params.id, change),
    ),
    http.delete(`${API}${base}/delete/:id`, ({ request, params }) =>
      write(request, params.id, (item) => {
        backend.items = backend.items.filter((each) => each !== item);
      }),
    ),
  );
  return backend;
}
