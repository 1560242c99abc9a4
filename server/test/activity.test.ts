/**
 * The activity trail: every change of a notification or banner, and every sign-in and sign-out,
 * recorded in the change's transaction; read by page and filter; never changed.
 */
import { bannerCase } from './cases/bannerCase';
import { notificationCase } from './cases/notificationCase';
import { pngDataUrl } from './support/images';
import { useSignedInApp } from './support/lifecycle';
import { ADMIN, bearer, login } from './support/testApp';

const server = useSignedInApp();

interface Entry {
  id: number;
  at: string;
  admin: { id: number; email: string | null; name: string | null };
  action: string;
  entity: string;
  entityId: string | null;
  summary: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

async function activity(query = '') {
  const response = await server.call('GET', `/admin/activity${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<{ activity: Entry[]; pagination: { total: number } }>();
}

const latest = async (query = '') => (await activity(query)).activity[0];

async function created(path: string, body: object) {
  const response = await server.call('POST', `${path}/create`, body);
  expect(response.statusCode).toBe(201);
  return response.json<Record<string, Record<string, unknown> & { id: number }>>();
}

describe('what the trail records', () => {
  it('a create: who, when, and every field of the new item, images as paths', async () => {
    const before = Date.now();
    const { notification } = await created('/admin/notification', notificationCase.valid());
    const entry = await latest();
    expect(entry).toEqual({
      id: expect.any(Number),
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      admin: { id: expect.any(Number), email: ADMIN.email, name: ADMIN.name },
      action: 'create',
      entity: 'notification',
      entityId: String(notification?.id),
      summary: notification?.title,
      before: null,
      after: {
        title: notification?.title,
        description: notification?.description,
        type: notification?.type,
        noticeTo: notification?.noticeTo,
        recipients: [],
        image: notification?.image,
        status: notification?.status,
      },
    });
    expect(String(entry?.after?.image)).toMatch(/^\/media\/[0-9a-f]{32}\.png$/);
    expect(Date.parse(entry?.at ?? '')).toBeGreaterThanOrEqual(before - 1000);
  });

  it('an update and a status change: only the fields that changed, before and after', async () => {
    const { banner } = await created('/admin/banner', bannerCase.valid({ title: 'Diwali sale' }));
    const id = banner?.id;
    const update = await server.call(
      'PUT',
      `/admin/banner/update/${id}`,
      bannerCase.valid({
        title: 'Holi sale',
        bannerImageDesktop: '',
        bannerImageMobile: pngDataUrl(10),
      }),
    );
    expect(update.statusCode).toBe(200);
    const updated = update.json<{ banner: Record<string, unknown> }>().banner;
    expect(await latest()).toMatchObject({
      action: 'update',
      entity: 'banner',
      entityId: String(id),
      summary: 'Holi sale',
      before: { title: 'Diwali sale', bannerImageMobile: banner?.bannerImageMobile },
      after: { title: 'Holi sale', bannerImageMobile: updated.bannerImageMobile },
    });
    expect(Object.keys((await latest())?.after ?? {}).sort()).toEqual([
      'bannerImageMobile',
      'title',
    ]);

    await server.call('PUT', `/admin/banner/status/${id}`, { status: 'inactive' });
    expect(await latest()).toMatchObject({
      action: 'status',
      before: { status: 'active' },
      after: { status: 'inactive' },
    });
  });

  it('a delete: every field of the item as it was, still named', async () => {
    const { notification } = await created(
      '/admin/notification',
      notificationCase.valid({ title: 'Going away' }),
    );
    await server.call('DELETE', `/admin/notification/delete/${notification?.id}`);
    expect(await latest()).toMatchObject({
      action: 'delete',
      summary: 'Going away',
      before: { title: 'Going away', image: notification?.image },
      after: null,
    });
  });

  it('a sign-in and a sign-out; a refused sign-in or change records nothing', async () => {
    const { total } = (await activity()).pagination;
    const token = await login(server.app);
    expect(await latest()).toMatchObject({ action: 'sign-in', entity: 'session', entityId: null });
    await server.app.inject({ method: 'POST', url: '/admin/logout', headers: bearer(token) });
    expect(await latest()).toMatchObject({ action: 'sign-out', entity: 'session' });

    await server.app.inject({
      method: 'POST',
      url: '/admin/admin-login',
      payload: { email: ADMIN.email, password: 'wrong password' },
    });
    await server.call('PUT', '/admin/banner/status/999999', { status: 'inactive' });
    await server.call('POST', '/admin/banner/create', bannerCase.valid({ title: '' }));
    expect((await activity()).pagination.total).toBe(total + 2);
  });

  it('a change that fails after writing is rolled back with its entry', async () => {
    const { total } = (await activity()).pagination;
    // The update's images are stored, then the item is found missing: nothing stays.
    const response = await server.call(
      'PUT',
      '/admin/banner/update/999999',
      bannerCase.valid({ bannerImageDesktop: pngDataUrl(3) }),
    );
    expect(response.statusCode).toBe(404);
    expect((await activity()).pagination.total).toBe(total);
  });
});

describe('GET /admin/activity', () => {
  it('pages newest first and filters by admin, item, action and day', async () => {
    const all = await activity('?pageSize=100');
    expect(all.activity.map(({ id }) => id)).toEqual(
      [...all.activity].map(({ id }) => id).sort((a, b) => b - a),
    );
    const adminId = all.activity[0]?.admin.id;
    expect((await activity(`?adminId=${adminId}`)).pagination.total).toBe(all.pagination.total);
    expect((await activity('?adminId=999')).activity).toEqual([]);
    const banners = await activity('?entity=banner&pageSize=100');
    expect(banners.activity.every(({ entity }) => entity === 'banner')).toBe(true);
    const one = banners.activity[0]?.entityId;
    const history = await activity(`?entity=banner&entityId=${one}`);
    expect(history.activity.map(({ action }) => action)).toEqual(['status', 'update', 'create']);
    expect((await activity('?action=sign-in')).activity.every((e) => e.action === 'sign-in')).toBe(
      true,
    );
    // The shop's day (docs/api.md#days), YYYY-MM-DD.
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
    expect((await activity(`?from=${today}&to=${today}`)).pagination.total).toBe(
      all.pagination.total,
    );
    expect((await activity('?to=2000-01-01')).activity).toEqual([]);
    const page2 = await activity('?pageSize=2&page=2');
    expect(page2.activity.map(({ id }) => id)).toEqual(
      all.activity.slice(2, 4).map(({ id }) => id),
    );
  });

  it('refuses bad filters with a 400 naming them', async () => {
    for (const [query, name] of [
      ['?entity=order', 'entity'],
      ['?action=erase', 'action'],
      ['?from=2026-02-30', 'from'],
      ['?to=yesterday', 'to'],
      ['?from=2026-03-02&to=2026-03-01', 'from'],
      ['?pageSize=101', 'pageSize'],
      ['?adminId=x', 'adminId'],
    ]) {
      const response = await server.call('GET', `/admin/activity${query}`);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json<{ message: string }>().message).toContain(name);
    }
  });

  it('lists the admins who have entries', async () => {
    const response = await server.call('GET', '/admin/activity/admins');
    expect(response.json()).toEqual({
      success: true,
      message: 'Admins fetched successfully.',
      admins: [{ id: expect.any(Number), email: ADMIN.email, name: ADMIN.name }],
    });
  });
});
