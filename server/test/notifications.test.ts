import type { FastifyInstance, HTTPMethods } from 'fastify';

import type { Db } from '../src/db/types';
import { dataUrl, FIVE_MB, MAGIC, png, pngDataUrl, pngOfSize } from './support/images';
import { bearer, buildTestApp, login, seedAdmin } from './support/testApp';
import { clearTables, createTestDb, DB_SETUP_TIMEOUT_MS } from './support/testDb';

interface Notification {
  id: number;
  title: string;
  description: string;
  type: string;
  noticeTo: string;
  image: string;
  status: string;
  createdAt: string;
  updatedAt: string;
}

interface OneReply {
  success: true;
  message: string;
  notification: Notification;
}

interface ListReply {
  success: true;
  message: string;
  notifications: Notification[];
  pagination?: { page: number; limit: number; total: number; totalPages: number };
}

let db: Db;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  db = await createTestDb();
  await seedAdmin(db);
  app = buildTestApp(db);
  token = await login(app);
}, DB_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await app.close();
  await db.close();
});

beforeEach(async () => {
  await clearTables(db, ['admins']);
});

const call = (method: HTTPMethods, url: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });

const valid = (overrides: object = {}) => ({
  title: 'Summer travel sale',
  description: '20% off every Europe eSIM until 30 June.',
  type: 'promotional',
  noticeTo: 'all',
  image: pngDataUrl(),
  ...overrides,
});

async function create(overrides: object = {}): Promise<Notification> {
  const response = await call('POST', '/admin/notification/create', valid(overrides));
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  return response.json<OneReply>().notification;
}

const badRequest = (message: string) => ({ success: false, status: false, message });
const NOT_FOUND = { success: false, message: 'Notification not found.' };
const mediaCount = async () =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM media'))[0]?.n;

describe('POST /admin/notification/create', () => {
  it('stores the notification, active, with its image served from /media/', async () => {
    const image = png();
    const response = await call(
      'POST',
      '/admin/notification/create',
      valid({ image: dataUrl('image/png', image) }),
    );

    expect(response.statusCode).toBe(201);
    const body = response.json<OneReply>();
    expect(body).toEqual({
      success: true,
      message: 'Notification created successfully!',
      notification: {
        id: 1,
        title: 'Summer travel sale',
        description: '20% off every Europe eSIM until 30 June.',
        type: 'promotional',
        noticeTo: 'all',
        image: expect.stringMatching(/^\/media\/[0-9a-f]{32}\.png$/),
        status: 'active',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        updatedAt: body.notification.createdAt,
      },
    });

    const served = await app.inject({ method: 'GET', url: body.notification.image });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(image)).toBe(true);
  });

  it.each(Object.entries(MAGIC))('takes a %s image', async (contentType, magic) => {
    const { image } = await create({ image: dataUrl(contentType, magic) });
    const served = await app.inject({ method: 'GET', url: image });
    expect(served.headers['content-type']).toBe(contentType);
    expect(image).toMatch(/\.(png|jpg|gif|webp)$/);
  });

  it('takes an image of exactly 5 MB', async () => {
    const { image } = await create({ image: dataUrl('image/png', pngOfSize(FIVE_MB)) });
    const served = await app.inject({ method: 'GET', url: image });
    expect(served.rawPayload.length).toBe(FIVE_MB);
  });

  it.each([
    ['no title', { title: undefined }, 'Title is required.'],
    ['a blank title', { title: '   ' }, 'Title is required.'],
    ['a title that is not text', { title: 42 }, 'title must be a string.'],
    [
      'a title over 200 characters',
      { title: 'x'.repeat(201) },
      'title must be at most 200 characters long.',
    ],
    ['no description', { description: undefined }, 'Description is required.'],
    ['an empty description', { description: '' }, 'Description is required.'],
    ['no type', { type: undefined }, 'Type is required.'],
    ['an empty type', { type: '' }, 'Type is required.'],
    [
      'an unknown type',
      { type: 'urgent' },
      'type must be one of info, warning, success, error, promotional.',
    ],
    ['no audience', { noticeTo: undefined }, 'Notice To is required.'],
    [
      'an unknown audience',
      { noticeTo: 'everyone' },
      'noticeTo must be one of all, customers, admins, specific_users.',
    ],
    ['no image', { image: undefined }, 'Notification image is required.'],
    ['an empty image', { image: '' }, 'Notification image is required.'],
    [
      'an image that is not a data URL',
      { image: 'https://example.com/a.png' },
      'image must be an image as a data URL (data:image/png;base64,...).',
    ],
    [
      'an SVG image',
      { image: dataUrl('image/svg+xml', Buffer.from('<svg/>')) },
      'image must be a PNG, JPEG, WebP or GIF image.',
    ],
    [
      'a JPEG declared as a PNG',
      { image: dataUrl('image/png', MAGIC['image/jpeg']) },
      'image must be a PNG, JPEG, WebP or GIF image.',
    ],
    [
      'a text file renamed .png',
      { image: dataUrl('image/png', Buffer.from('hello, world')) },
      'image must be a PNG, JPEG, WebP or GIF image.',
    ],
    ['broken base64', { image: 'data:image/png;base64,iVBO!!==' }, 'image is not valid base64.'],
    [
      'an image of 5 MB and 1 byte',
      { image: dataUrl('image/png', pngOfSize(FIVE_MB + 1)) },
      'Image must be smaller than 5MB.',
    ],
    ['a field it does not take', { status: 'inactive' }, 'status is not allowed.'],
  ])('refuses %s with 400 naming the field', async (_label, overrides, message) => {
    const response = await call('POST', '/admin/notification/create', valid(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(badRequest(message));
    expect(await mediaCount()).toBe(0);
  });
});

describe('GET /admin/notification/all, /active and /:id', () => {
  it('lists newest first, all or only the active ones, and finds one by id', async () => {
    const first = await create({ title: 'First' });
    const second = await create({ title: 'Second', type: 'info', noticeTo: 'customers' });
    await call('PUT', `/admin/notification/status/${first.id}`, { status: 'inactive' });

    const all = await call('GET', '/admin/notification/all');
    expect(all.statusCode).toBe(200);
    expect(all.json<ListReply>()).toEqual({
      success: true,
      message: 'Notifications fetched successfully.',
      notifications: [second, expect.objectContaining({ id: first.id, status: 'inactive' })],
    });

    const active = await call('GET', '/admin/notification/active');
    expect(active.json<ListReply>()).toEqual({
      success: true,
      message: 'Active notifications fetched successfully.',
      notifications: [second],
    });

    const one = await call('GET', `/admin/notification/${second.id}`);
    expect(one.json<OneReply>()).toEqual({
      success: true,
      message: 'Notification fetched successfully.',
      notification: second,
    });
  });

  it('answers an empty list when there is none', async () => {
    const all = await call('GET', '/admin/notification/all');
    expect(all.json<ListReply>().notifications).toEqual([]);
  });

  it('answers 404 for an unknown id and 400 for an id that is not a positive integer', async () => {
    const missing = await call('GET', '/admin/notification/999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(NOT_FOUND);

    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      const response = await call('GET', `/admin/notification/${id}`);
      expect({ id, status: response.statusCode, body: response.json() }).toEqual({
        id,
        status: 400,
        body: badRequest('id must be a positive integer.'),
      });
    }
  });
});

describe('GET /admin/notification/list/paginated', () => {
  beforeEach(async () => {
    for (let i = 1; i <= 5; i += 1) await create({ title: `Notice ${i}` });
  });

  it.each([
    ['?page=1&limit=2', ['Notice 5', 'Notice 4'], { page: 1, limit: 2, total: 5, totalPages: 3 }],
    ['?page=3&limit=2', ['Notice 1'], { page: 3, limit: 2, total: 5, totalPages: 3 }],
    ['?page=4&limit=2', [], { page: 4, limit: 2, total: 5, totalPages: 3 }],
    [
      '',
      ['Notice 5', 'Notice 4', 'Notice 3', 'Notice 2', 'Notice 1'],
      { page: 1, limit: 20, total: 5, totalPages: 1 },
    ],
  ])('answers a page: %s', async (query, titles, pagination) => {
    const response = await call('GET', `/admin/notification/list/paginated${query}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<ListReply>();
    expect(body.success).toBe(true);
    expect(body.message).toBe('Notifications fetched successfully.');
    expect(body.notifications.map((n) => n.title)).toEqual(titles);
    expect(body.pagination).toEqual(pagination);
  });

  it.each([
    ['?page=0', 'page must be at least 1.'],
    ['?page=two', 'page must be a whole number.'],
    ['?limit=0', 'limit must be at least 1.'],
    ['?limit=101', 'limit must be at most 100.'],
    ['?limit=2.5', 'limit must be a whole number.'],
  ])('refuses %s with 400 naming the parameter', async (query, message) => {
    const response = await call('GET', `/admin/notification/list/paginated${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(badRequest(message));
  });
});

describe('PUT /admin/notification/update/:id', () => {
  it('keeps the stored image when none is sent, or an empty one', async () => {
    const created = await create();
    for (const image of [undefined, '']) {
      const response = await call(
        'PUT',
        `/admin/notification/update/${created.id}`,
        valid({ title: 'Renamed', type: 'warning', image }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json<OneReply>()).toEqual({
        success: true,
        message: 'Notification updated successfully!',
        notification: {
          ...created,
          title: 'Renamed',
          type: 'warning',
          updatedAt: expect.any(String),
        },
      });
    }
    expect((await app.inject({ method: 'GET', url: created.image })).statusCode).toBe(200);
  });

  it('replaces the image and deletes the old one', async () => {
    const created = await create();
    const replacement = png(10);
    const response = await call(
      'PUT',
      `/admin/notification/update/${created.id}`,
      valid({ image: dataUrl('image/png', replacement) }),
    );

    const { image } = response.json<OneReply>().notification;
    expect(image).not.toBe(created.image);
    expect((await app.inject({ method: 'GET', url: image })).rawPayload.equals(replacement)).toBe(
      true,
    );
    expect((await app.inject({ method: 'GET', url: created.image })).statusCode).toBe(404);
    expect(await mediaCount()).toBe(1);
  });

  it('answers 404 for an unknown id, keeping no image it was sent', async () => {
    const response = await call('PUT', '/admin/notification/update/42', valid());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
    expect(await mediaCount()).toBe(0);
  });

  it.each([
    ['no title', { title: undefined }, 'Title is required.'],
    [
      'an unknown audience',
      { noticeTo: 'vips' },
      'noticeTo must be one of all, customers, admins, specific_users.',
    ],
    [
      'an image over 5 MB',
      { image: dataUrl('image/png', pngOfSize(FIVE_MB + 1)) },
      'Image must be smaller than 5MB.',
    ],
    [
      'a GIF declared as a WebP',
      { image: dataUrl('image/webp', MAGIC['image/gif']) },
      'image must be a PNG, JPEG, WebP or GIF image.',
    ],
  ])('refuses %s with 400 and changes nothing', async (_label, overrides, message) => {
    const created = await create();
    const response = await call(
      'PUT',
      `/admin/notification/update/${created.id}`,
      valid({ title: 'Changed', ...overrides }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(badRequest(message));
    const stored = await call('GET', `/admin/notification/${created.id}`);
    expect(stored.json<OneReply>().notification).toEqual(created);
  });
});

describe('DELETE /admin/notification/delete/:id', () => {
  it('deletes the notification and its image', async () => {
    const created = await create();
    const response = await call('DELETE', `/admin/notification/delete/${created.id}`);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Notification deleted successfully!',
    });
    expect((await call('GET', `/admin/notification/${created.id}`)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: created.image })).statusCode).toBe(404);
    expect(await mediaCount()).toBe(0);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await call('DELETE', '/admin/notification/delete/7');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
  });
});

describe('PUT /admin/notification/status/:id', () => {
  it('deactivates and activates, saying which', async () => {
    const { id } = await create();

    const off = await call('PUT', `/admin/notification/status/${id}`, { status: 'inactive' });
    expect(off.statusCode).toBe(200);
    expect(off.json<OneReply>()).toMatchObject({
      success: true,
      message: 'Notification deactivated successfully!',
      notification: { id, status: 'inactive' },
    });

    const on = await call('PUT', `/admin/notification/status/${id}`, { status: 'active' });
    expect(on.json<OneReply>()).toMatchObject({
      success: true,
      message: 'Notification activated successfully!',
      notification: { id, status: 'active' },
    });
  });

  it.each([
    [{}, 'status is required.'],
    [{ status: 'paused' }, 'status must be active or inactive.'],
    [{ status: true }, 'status must be a string.'],
  ])('refuses %j with 400', async (payload, message) => {
    const { id } = await create();
    const response = await call('PUT', `/admin/notification/status/${id}`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(badRequest(message));
  });

  it('answers 404 for an unknown id', async () => {
    const response = await call('PUT', '/admin/notification/status/5', { status: 'active' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
  });
});

describe('GET /media/:file', () => {
  it('serves an image to anyone, typed, cacheable for good and not to be sniffed', async () => {
    const { image } = await create({ image: dataUrl('image/jpeg', MAGIC['image/jpeg']) });
    const response = await app.inject({ method: 'GET', url: image });

    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'cross-origin',
    });
    expect(response.rawPayload.equals(MAGIC['image/jpeg'])).toBe(true);
  });

  it.each([
    '/media/00000000000000000000000000000000.png',
    '/media/not-a-media-name.png',
    '/media/',
  ])('answers a JSON 404 for %s', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ success: false, message: expect.any(String) });
  });

  it('answers the image under its own extension only', async () => {
    const { image } = await create();
    const response = await app.inject({ method: 'GET', url: image.replace(/\.png$/, '.gif') });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Image not found.' });
  });
});
