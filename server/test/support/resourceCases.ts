/**
 * The cases every managed resource (notifications, banners) must pass: the shared routes of
 * server/src/routes/resource.ts, and the refusals and not-founds of its writes. Each resource's
 * test file runs them with its ResourceCase and keeps only the cases of its own fields; the
 * writes' cases are in resourceWriteCases.ts.
 */
import { dataUrl, png } from './images';
import { useSignedInApp } from './lifecycle';
import { resourceApi, type ResourceApi, type ResourceCase, type Titled } from './resourceApi';
import { resourceVersionCases } from './resourceVersionCases';
import { resourceWriteCases } from './resourceWriteCases';
import { answer, badRequest, refusedFieldOf } from './testApp';
import { clearTables } from './testDb';

const MEDIA_URL = /^\/media\/[0-9a-f]{32}\.png$/;
// 1e400 and Infinity were taken for Infinity by the validator's coercion (a 500, found by fuzzing).
const NOT_POSITIVE_INTEGERS = [
  'first',
  'abc',
  '0',
  '-3',
  '1.5',
  '99999999999',
  '1e400',
  'Infinity',
  '0x10',
  '1e3',
];

/**
 * A resource's test file: one signed-in app, empty tables before each test, and the shared
 * cases. Answers the client for the file's own cases.
 */
export function testResource<Item extends Titled>(resource: ResourceCase<Item>): ResourceApi<Item> {
  const server = useSignedInApp();
  beforeEach(() => clearTables(server.db, ['admins']));
  const api = resourceApi(server, resource);
  resourceReadCases(api, resource);
  resourceWriteCases(api, resource);
  resourceVersionCases(server, api, resource);
  return api;
}

function resourceReadCases<Item extends Titled>(
  api: ResourceApi<Item>,
  resource: ResourceCase<Item>,
): void {
  const { prefix, texts, listKey, itemKey } = resource;

  describe(`POST ${prefix}/create`, () => {
    it('stores the item, active, with its images served from /media/', async () => {
      const images = resource.images.map((field, i) => ({ field, bytes: png(i + 1) }));
      const response = await api.call(
        'POST',
        '/create',
        resource.valid(
          Object.fromEntries(
            images.map(({ field, bytes }) => [field, dataUrl('image/png', bytes)]),
          ),
        ),
      );

      expect(response.statusCode).toBe(201);
      const item = api.item(response);
      expect(response.json()).toEqual({
        success: true,
        message: texts.created,
        [itemKey]: {
          id: 1,
          ...resource.stored,
          ...Object.fromEntries(
            images.map(({ field }) => [field, expect.stringMatching(MEDIA_URL)]),
          ),
          status: 'active',
          version: 1,
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
          updatedAt: item.createdAt,
        },
      });
      for (const { field, bytes } of images) {
        const served = await api.media(String(item[field]));
        expect(served.statusCode).toBe(200);
        expect(served.rawPayload.equals(bytes)).toBe(true);
      }
    });

    it.each(resource.createRefusals)(
      'refuses %s with 400 naming the field',
      async (_label, overrides, message) => {
        const response = await api.call('POST', '/create', resource.valid(overrides));
        api.expectRefused(response, message, refusedFieldOf(overrides, message));
        expect(await api.mediaCount()).toBe(0);
      },
    );
  });

  describe(`GET ${prefix}/all, /active and /:id`, () => {
    it('lists in its order, all or only the active ones, and finds one by id', async () => {
      const { all, active, one } = await resource.seedLists(api);

      const listed = await api.call('GET', '/all');
      expect(listed.statusCode).toBe(200);
      expect(listed.json()).toEqual({ success: true, message: texts.listed, [listKey]: all });

      const activeOnly = await api.call('GET', '/active');
      expect(activeOnly.json()).toEqual({
        success: true,
        message: texts.listedActive,
        [listKey]: active,
      });

      const found = await api.call('GET', `/${one.id}`);
      expect(found.json()).toEqual({ success: true, message: texts.found, [itemKey]: one });
    });

    it('answers an empty list when there is none', async () => {
      expect(api.items(await api.call('GET', '/all'))).toEqual([]);
    });

    it('answers 404 for an unknown id and 400 for an id that is not a positive integer', async () => {
      api.expectNotFound(await api.call('GET', '/999'));
      for (const id of NOT_POSITIVE_INTEGERS) {
        const response = await api.call('GET', `/${id}`);
        expect({ id, ...answer(response) }).toEqual({
          id,
          status: 400,
          body: badRequest('id must be a positive integer.'),
        });
      }
    });
  });

  describe(`GET ${prefix}/list/paginated`, () => {
    it.each(resource.pages)('answers a page: %s', async (query, titles, pagination) => {
      await resource.seedPages(api);
      const response = await api.call('GET', `/list/paginated${query}`);
      expect(response.statusCode).toBe(200);
      const body = response.json<{ success: boolean; message: string; pagination: unknown }>();
      expect(body.success).toBe(true);
      expect(body.message).toBe(texts.listed);
      expect(api.items(response).map((item) => item.title)).toEqual(titles);
      expect(body.pagination).toEqual(pagination);
    });

    it.each([
      ['?page=0', 'page must be at least 1.'],
      ['?page=two', 'page must be a whole number.'],
      ['?limit=0', 'limit must be at least 1.'],
      ['?limit=101', 'limit must be at most 100.'],
      ['?limit=500', 'limit must be at most 100.'],
      ['?limit=2.5', 'limit must be a whole number.'],
    ])('refuses %s with 400 naming the parameter', async (query, message) => {
      api.expectRefused(await api.call('GET', `/list/paginated${query}`), message);
    });
  });
}
