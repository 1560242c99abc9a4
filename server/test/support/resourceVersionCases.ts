/**
 * The shared cases of a managed resource's versions (docs/api.md#versions): a write sent with the
 * version it was read at applies and raises it; one sent with an older version answers 409 with
 * the item as it is and who changed it when, and changes nothing; a malformed If-Match is a 400
 * naming it. A write without If-Match applies (the other cases send none).
 */
import type { HTTPMethods } from 'fastify';

import type { SignedInApp } from './lifecycle';
import type { ResourceApi, ResourceCase, Titled } from './resourceApi';
import { ADMIN, answer, badRequest, bearer, failure } from './testApp';

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const WRITES = ['an update', 'a status change', 'a delete'] as const;
type Write = (typeof WRITES)[number];

export function resourceVersionCases<Item extends Titled>(
  server: SignedInApp,
  api: ResourceApi<Item>,
  resource: ResourceCase<Item>,
): void {
  const { prefix, itemKey } = resource;
  const one = itemKey.charAt(0).toUpperCase() + itemKey.slice(1);

  /** A write with If-Match: `tag` as sent. */
  const write = (method: HTTPMethods, path: string, tag: string, payload?: object) =>
    server.app.inject({
      method,
      url: `${prefix}${path}`,
      headers: { ...bearer(server.token), 'if-match': tag },
      ...(payload && { payload }),
    });
  const stored = async (id: number) => api.item(await api.call('GET', `/${id}`));

  /** Each write, as sent for the item with `id`: a new title and images, a status, a delete. */
  const writesFor = (id: number): Record<Write, [HTTPMethods, string, object?]> => ({
    'an update': ['PUT', `/update/${id}`, resource.valid({ title: 'Mine' })],
    'a status change': ['PUT', `/status/${id}`, { status: 'inactive' }],
    'a delete': ['DELETE', `/delete/${id}`],
  });

  describe(`If-Match on ${prefix}'s writes`, () => {
    it('answers the version as the ETag of GET /:id', async () => {
      const created = await api.create();
      expect(created.version).toBe(1);
      const response = await api.call('GET', `/${created.id}`);
      expect(response.headers.etag).toBe('"1"');
    });

    it('applies each write sent with the current version, raising it by one', async () => {
      const created = await api.create();
      const updated = api.item(
        await write('PUT', `/update/${created.id}`, '"1"', resource.valid()),
      );
      expect(updated.version).toBe(2);
      const switched = await write('PUT', `/status/${created.id}`, 'W/"2"', { status: 'inactive' });
      expect(api.item(switched)).toMatchObject({ status: 'inactive', version: 3 });
      expect((await write('DELETE', `/delete/${created.id}`, '3')).statusCode).toBe(200);
      api.expectNotFound(await api.call('GET', `/${created.id}`));
    });

    it.each(WRITES)(
      'refuses %s read at an older version with 409, changing nothing',
      async (label) => {
        const created = await api.create();
        // Another admin's change, sent without If-Match as the specification's client does.
        await api.call('PUT', `/status/${created.id}`, { status: 'inactive' });
        const current = await stored(created.id);
        const media = await api.mediaCount();
        const [method, path, body] = writesFor(created.id)[label];

        const response = await write(method, path, '"1"', body);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual(
          failure({
            success: false,
            message: expect.stringMatching(
              new RegExp(`^${one} was changed by ${ADMIN.email} at \\S+ after you read it\\.$`),
            ),
            current,
            changedBy: { id: expect.any(Number), email: ADMIN.email, name: ADMIN.name },
            changedAt: expect.stringMatching(ISO),
          }),
        );
        expect(await stored(created.id)).toEqual(current);
        expect(await api.mediaCount()).toBe(media);
      },
    );

    it.each(['1.5', 'v2', '"2', '""', '*', '"1", "2"', '99999999999'])(
      'refuses If-Match %s with 400 naming it, changing nothing',
      async (tag) => {
        const created = await api.create();
        for (const [label, [method, path, body]] of Object.entries(writesFor(created.id))) {
          const response = await write(method, path, tag, body);
          expect({ label, ...answer(response) }).toEqual({
            label,
            status: 400,
            body: badRequest('If-Match must be the version the item was read at, as "3".'),
          });
        }
        expect(await stored(created.id)).toEqual(created);
      },
    );

    it('answers 404 for an item deleted since it was read, saying who deleted it when', async () => {
      const created = await api.create();
      await api.call('DELETE', `/delete/${created.id}`);
      for (const [method, path, body] of Object.values(writesFor(created.id))) {
        const response = await write(method, path, '"1"', body);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(
          failure({
            success: false,
            message: resource.texts.notFound,
            deletedBy: { id: expect.any(Number), email: ADMIN.email, name: ADMIN.name },
            deletedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
          }),
        );
      }
      expect(await api.mediaCount()).toBe(0);
    });
  });
}
