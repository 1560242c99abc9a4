import type { FastifyInstance, HTTPMethods } from 'fastify';

import type { Db } from '../src/db/types';
import { dataUrl, FIVE_MB, MAGIC, png, pngDataUrl, pngOfSize } from './support/images';
import { bearer, buildTestApp, login, seedAdmin } from './support/testApp';
import { clearTables, createTestDb, DB_SETUP_TIMEOUT_MS } from './support/testDb';

interface Banner {
  id: number;
  position: number;
  title: string;
  description: string;
  redirectUrl: string;
  bannerImageDesktop: string;
  bannerImageMobile: string;
  status: string;
  createdAt: string;
  updatedAt: string;
}

interface OneReply {
  success: true;
  message: string;
  banner: Banner;
}

interface ListReply {
  success: true;
  message: string;
  banners: Banner[];
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
  position: 1,
  title: 'Japan eSIMs from ₹799',
  description: 'Land in Tokyo already connected.',
  redirectUrl: 'https://shop.example.com/esim/japan',
  bannerImageDesktop: pngDataUrl(1),
  bannerImageMobile: pngDataUrl(2),
  status: 'active',
  ...overrides,
});

async function create(overrides: object = {}): Promise<Banner> {
  const response = await call('POST', '/admin/banner/create', valid(overrides));
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  return response.json<OneReply>().banner;
}

const badRequest = (message: string) => ({ success: false, status: false, message });
const NOT_FOUND = { success: false, message: 'Banner not found.' };
const MEDIA_URL = /^\/media\/[0-9a-f]{32}\.png$/;
const media = (url: string) => app.inject({ method: 'GET', url });
const mediaCount = async () =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM media'))[0]?.n;

describe('POST /admin/banner/create', () => {
  it('stores the banner with both images served from /media/', async () => {
    const desktop = png(1);
    const mobile = png(2);
    const response = await call(
      'POST',
      '/admin/banner/create',
      valid({
        bannerImageDesktop: dataUrl('image/png', desktop),
        bannerImageMobile: dataUrl('image/png', mobile),
      }),
    );

    expect(response.statusCode).toBe(201);
    const body = response.json<OneReply>();
    expect(body).toEqual({
      success: true,
      message: 'Banner created successfully!',
      banner: {
        id: 1,
        position: 1,
        title: 'Japan eSIMs from ₹799',
        description: 'Land in Tokyo already connected.',
        redirectUrl: 'https://shop.example.com/esim/japan',
        bannerImageDesktop: expect.stringMatching(MEDIA_URL),
        bannerImageMobile: expect.stringMatching(MEDIA_URL),
        status: 'active',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        updatedAt: body.banner.createdAt,
      },
    });
    expect((await media(body.banner.bannerImageDesktop)).rawPayload.equals(desktop)).toBe(true);
    expect((await media(body.banner.bannerImageMobile)).rawPayload.equals(mobile)).toBe(true);
  });

  it('defaults to active with no redirect URL', async () => {
    const { redirectUrl: _url, status: _status, ...rest } = valid();
    const response = await call('POST', '/admin/banner/create', rest);
    expect(response.json<OneReply>().banner).toMatchObject({ redirectUrl: '', status: 'active' });
  });

  it.each(['', 'http://example.com', 'HTTPS://Example.com/a?b=c#d'])(
    'takes the redirect URL "%s"',
    async (redirectUrl) => {
      expect((await create({ redirectUrl })).redirectUrl).toBe(redirectUrl);
    },
  );

  it('takes two images of exactly 5 MB in one body', async () => {
    const image = dataUrl('image/png', pngOfSize(FIVE_MB));
    const banner = await create({ bannerImageDesktop: image, bannerImageMobile: image });
    expect((await media(banner.bannerImageMobile)).rawPayload.length).toBe(FIVE_MB);
  });

  const POSITION = 'Valid position number is required.';
  it.each([
    ['no position', { position: undefined }, POSITION],
    ['position 0', { position: 0 }, POSITION],
    ['a fractional position', { position: 1.5 }, POSITION],
    ['a position as text', { position: '2' }, POSITION],
    ['an empty position', { position: '' }, POSITION],
    ['no title', { title: undefined }, 'Title is required.'],
    ['a blank title', { title: ' ' }, 'Title is required.'],
    ['no description', { description: undefined }, 'Description is required.'],
    [
      'a javascript: link',
      { redirectUrl: 'javascript:alert(1)' },
      'redirectUrl must be an http or https URL.',
    ],
    [
      'a data: link',
      { redirectUrl: 'data:text/html,<script>alert(1)</script>' },
      'redirectUrl must be an http or https URL.',
    ],
    [
      'a relative link',
      { redirectUrl: '/esim/japan' },
      'redirectUrl must be an http or https URL.',
    ],
    [
      'a link with spaces',
      { redirectUrl: 'https://exa mple.com' },
      'redirectUrl must be an http or https URL.',
    ],
    ['an unknown status', { status: 'paused' }, 'status must be active or inactive.'],
    ['no desktop image', { bannerImageDesktop: undefined }, 'Desktop image is required.'],
    ['an empty desktop image', { bannerImageDesktop: '' }, 'Desktop image is required.'],
    ['no mobile image', { bannerImageMobile: undefined }, 'Mobile image is required.'],
    [
      'a desktop image over 5 MB',
      { bannerImageDesktop: dataUrl('image/png', pngOfSize(FIVE_MB + 1)) },
      'Desktop image must be smaller than 5MB.',
    ],
    [
      'a mobile image over 5 MB',
      { bannerImageMobile: dataUrl('image/png', pngOfSize(FIVE_MB + 1)) },
      'Mobile image must be smaller than 5MB.',
    ],
    [
      'a mobile image that is not one',
      { bannerImageMobile: dataUrl('image/gif', Buffer.from('<html>')) },
      'bannerImageMobile must be a PNG, JPEG, WebP or GIF image.',
    ],
    [
      'a desktop image that is not a data URL',
      { bannerImageDesktop: 'banner.png' },
      'bannerImageDesktop must be an image as a data URL (data:image/png;base64,...).',
    ],
    ['a field it does not take', { id: 3 }, 'id is not allowed.'],
  ])('refuses %s with 400 naming the field', async (_label, overrides, message) => {
    const response = await call('POST', '/admin/banner/create', valid(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(badRequest(message));
    expect(await mediaCount()).toBe(0);
  });
});

describe('GET /admin/banner/all, /active and /:id', () => {
  it('lists by position, then by id; all or only the active ones; one by id', async () => {
    const third = await create({ position: 3, title: 'Third' });
    const firstA = await create({ position: 1, title: 'First A', status: 'inactive' });
    const firstB = await create({ position: 1, title: 'First B' });

    const all = await call('GET', '/admin/banner/all');
    expect(all.statusCode).toBe(200);
    expect(all.json<ListReply>()).toEqual({
      success: true,
      message: 'Banners fetched successfully.',
      banners: [firstA, firstB, third],
    });

    const active = await call('GET', '/admin/banner/active');
    expect(active.json<ListReply>()).toEqual({
      success: true,
      message: 'Active banners fetched successfully.',
      banners: [firstB, third],
    });

    const one = await call('GET', `/admin/banner/${third.id}`);
    expect(one.json<OneReply>()).toEqual({
      success: true,
      message: 'Banner fetched successfully.',
      banner: third,
    });
  });

  it('answers 404 for an unknown id and 400 for one that is not a positive integer', async () => {
    const missing = await call('GET', '/admin/banner/12');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(NOT_FOUND);

    const bad = await call('GET', '/admin/banner/first');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual(badRequest('id must be a positive integer.'));
  });
});

describe('GET /admin/banner/list/paginated', () => {
  it('answers pages in list order, with the totals', async () => {
    for (const position of [3, 1, 2]) await create({ position, title: `At ${position}` });

    const response = await call('GET', '/admin/banner/list/paginated?page=2&limit=2');
    expect(response.statusCode).toBe(200);
    const body = response.json<ListReply>();
    expect(body.message).toBe('Banners fetched successfully.');
    expect(body.banners.map((banner) => banner.title)).toEqual(['At 3']);
    expect(body.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });

    const first = await call('GET', '/admin/banner/list/paginated');
    expect(first.json<ListReply>().banners.map((banner) => banner.title)).toEqual([
      'At 1',
      'At 2',
      'At 3',
    ]);
    expect(first.json<ListReply>().pagination).toEqual({
      page: 1,
      limit: 20,
      total: 3,
      totalPages: 1,
    });
  });

  it('refuses a limit over 100', async () => {
    const response = await call('GET', '/admin/banner/list/paginated?limit=500');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(badRequest('limit must be at most 100.'));
  });
});

describe('PUT /admin/banner/update/:id', () => {
  it('keeps the stored images, redirect URL and status when they are left out', async () => {
    const created = await create({ status: 'inactive' });
    const response = await call('PUT', `/admin/banner/update/${created.id}`, {
      position: 2,
      title: 'Renamed',
      description: 'New text.',
      bannerImageDesktop: '',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json<OneReply>()).toEqual({
      success: true,
      message: 'Banner updated successfully!',
      banner: {
        ...created,
        position: 2,
        title: 'Renamed',
        description: 'New text.',
        updatedAt: expect.any(String),
      },
    });
    expect((await media(created.bannerImageDesktop)).statusCode).toBe(200);
    expect((await media(created.bannerImageMobile)).statusCode).toBe(200);
  });

  it('changes the redirect URL and status when sent, an empty URL removing the link', async () => {
    const created = await create();
    const response = await call(
      'PUT',
      `/admin/banner/update/${created.id}`,
      valid({
        redirectUrl: '',
        status: 'inactive',
        bannerImageDesktop: undefined,
        bannerImageMobile: undefined,
      }),
    );
    expect(response.json<OneReply>().banner).toMatchObject({ redirectUrl: '', status: 'inactive' });
  });

  it('replaces only the image sent, deleting the one it replaces', async () => {
    const created = await create();
    const mobile = png(99);
    const response = await call(
      'PUT',
      `/admin/banner/update/${created.id}`,
      valid({ bannerImageDesktop: undefined, bannerImageMobile: dataUrl('image/png', mobile) }),
    );

    const { banner } = response.json<OneReply>();
    expect(banner.bannerImageDesktop).toBe(created.bannerImageDesktop);
    expect(banner.bannerImageMobile).not.toBe(created.bannerImageMobile);
    expect((await media(banner.bannerImageMobile)).rawPayload.equals(mobile)).toBe(true);
    expect((await media(created.bannerImageMobile)).statusCode).toBe(404);
    expect(await mediaCount()).toBe(2);
  });

  it('answers 404 for an unknown id, keeping no image it was sent', async () => {
    const response = await call('PUT', '/admin/banner/update/8', valid());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
    expect(await mediaCount()).toBe(0);
  });

  it.each([
    [
      'a javascript: link',
      { redirectUrl: 'javascript:void(0)' },
      'redirectUrl must be an http or https URL.',
    ],
    ['no position', { position: undefined }, 'Valid position number is required.'],
    [
      'a desktop image over 5 MB',
      { bannerImageDesktop: dataUrl('image/png', pngOfSize(FIVE_MB + 1)) },
      'Desktop image must be smaller than 5MB.',
    ],
    [
      'a renamed mobile image',
      { bannerImageMobile: dataUrl('image/jpeg', MAGIC['image/png']) },
      'bannerImageMobile must be a PNG, JPEG, WebP or GIF image.',
    ],
  ])('refuses %s with 400 and changes nothing', async (_label, overrides, message) => {
    const created = await create();
    const response = await call(
      'PUT',
      `/admin/banner/update/${created.id}`,
      valid({ title: 'Changed', ...overrides }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(badRequest(message));
    expect((await call('GET', `/admin/banner/${created.id}`)).json<OneReply>().banner).toEqual(
      created,
    );
  });
});

describe('DELETE /admin/banner/delete/:id', () => {
  it('deletes the banner and both its images', async () => {
    const created = await create();
    const kept = await create({ title: 'Kept' });
    const response = await call('DELETE', `/admin/banner/delete/${created.id}`);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Banner deleted successfully!' });
    expect((await call('GET', `/admin/banner/${created.id}`)).statusCode).toBe(404);
    expect((await media(created.bannerImageDesktop)).statusCode).toBe(404);
    expect((await media(created.bannerImageMobile)).statusCode).toBe(404);
    expect((await media(kept.bannerImageDesktop)).statusCode).toBe(200);
    expect(await mediaCount()).toBe(2);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await call('DELETE', '/admin/banner/delete/3');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
  });
});

describe('PUT /admin/banner/status/:id', () => {
  it('deactivates and activates with the spec texts', async () => {
    const { id } = await create();

    const off = await call('PUT', `/admin/banner/status/${id}`, { status: 'inactive' });
    expect(off.statusCode).toBe(200);
    expect(off.json<OneReply>()).toMatchObject({
      success: true,
      message: 'Banner deactivated successfully!',
      banner: { id, status: 'inactive' },
    });

    const on = await call('PUT', `/admin/banner/status/${id}`, { status: 'active' });
    expect(on.json<OneReply>()).toMatchObject({
      success: true,
      message: 'Banner activated successfully!',
      banner: { id, status: 'active' },
    });
  });

  it('refuses a status other than active or inactive', async () => {
    const { id } = await create();
    const response = await call('PUT', `/admin/banner/status/${id}`, { status: 'Active' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(badRequest('status must be active or inactive.'));
  });

  it('answers 404 for an unknown id', async () => {
    const response = await call('PUT', '/admin/banner/status/9', { status: 'inactive' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
  });
});
