/**
 * A banner written with `shift` at a taken position (docs/api.md#banner-positions): the others
 * at or after it move down by one in the write's transaction, each with its version raised and
 * its activity entry; without it, two banners share the position as before.
 */
import type { Banner } from '../../contract/banner';
import { MAX_INT } from '../../contract/formRules';
import { bannerCase } from './cases/bannerCase';
import { useSignedInApp } from './support/lifecycle';
import { resourceApi } from './support/resourceApi';
import { memberOnOwnPassword, as } from './support/team';
import { badRequest } from './support/testApp';
import { clearTables } from './support/testDb';

const server = useSignedInApp();
const api = resourceApi(server, bannerCase);
beforeEach(() => clearTables(server.db, ['admins']));

/** The list as /all answers it, each banner as its position, title and version: '2 B v1'. */
async function listed() {
  const banners = api.items(await api.call('GET', '/all'));
  return banners.map(({ title, position, version }) => `${position} ${title} v${version}`);
}

/** Banners titled A, B, C, D at positions 1, 2, 3 and 5. */
async function seed() {
  const made: Banner[] = [];
  for (const [title, position] of [
    ['A', 1],
    ['B', 2],
    ['C', 3],
    ['D', 5],
  ] as const) {
    made.push(await api.create({ title, position }));
  }
  return made;
}

async function trailOf(banner: Banner) {
  return server.db.query<{ action: string; before: unknown; after: unknown }>(
    `SELECT action, before, after FROM activity
      WHERE entity = 'banner' AND entity_id = $1 ORDER BY id`,
    [String(banner.id)],
  );
}

it('keeps sharing a taken position when shift is left out or false', async () => {
  await seed();
  await api.create({ title: 'New', position: 2 });
  await api.create({ title: 'Newer', position: 3, shift: false });
  const listing = ['1 A v1', '2 B v1', '2 New v1', '3 C v1', '3 Newer v1', '5 D v1'];
  expect(await listed()).toEqual(listing);
});

it('moves every other banner at or after a taken position down one on create', async () => {
  const [, b, c, d] = await seed();
  const created = await api.create({ title: 'New', position: 2, shift: true });
  expect(created).toMatchObject({ title: 'New', position: 2, version: 1 });
  expect(created).not.toHaveProperty('shift');
  expect(await listed()).toEqual(['1 A v1', '2 New v1', '3 B v2', '4 C v2', '6 D v2']);
  for (const [moved, from] of [
    [b!, 2],
    [c!, 3],
    [d!, 5],
  ] as const) {
    expect(await trailOf(moved)).toEqual([
      expect.objectContaining({ action: 'create' }),
      {
        action: 'update',
        before: expect.objectContaining({ position: from }),
        after: expect.objectContaining({ position: from + 1 }),
      },
    ]);
  }
});

it('moves nothing when the position is free', async () => {
  await seed();
  await api.create({ title: 'New', position: 4, shift: true });
  expect(await listed()).toEqual(['1 A v1', '2 B v1', '3 C v1', '4 New v1', '5 D v1']);
});

it('moves the others, never the banner itself, on an update to a taken position', async () => {
  const [, , , d] = await seed();
  const response = await api.call('PUT', `/update/${d!.id}`, {
    position: 2,
    title: 'D',
    description: 'Moved up.',
    shift: true,
  });
  expect(response.statusCode).toBe(200);
  expect(await listed()).toEqual(['1 A v1', '2 D v2', '3 B v2', '4 C v2']);
});

it('moves nothing when the write is refused', async () => {
  const [, , c] = await seed();
  const stale = await server.app.inject({
    method: 'PUT',
    url: `/admin/banner/update/${c!.id}`,
    headers: { authorization: `Bearer ${server.token}`, 'if-match': '"7"' },
    payload: { position: 1, title: 'C', description: 'Stale.', shift: true },
  });
  expect(stale.statusCode).toBe(409);
  const bad = await api.call('POST', '/create', bannerCase.valid({ position: 1, shift: 'yes' }));
  expect(bad.statusCode).toBe(400);
  expect(bad.json()).toEqual(badRequest(expect.stringContaining('shift'), 'shift'));
  expect(await listed()).toEqual(['1 A v1', '2 B v1', '3 C v1', '5 D v1']);
});

it('lets an Admin shift as they write banners', async () => {
  await seed();
  const admin = await memberOnOwnPassword(server, 'Meera Nair', 'meera@shop.example');
  const response = await as(server.app, admin.token)(
    'POST',
    '/admin/banner/create',
    bannerCase.valid({ title: 'By Meera', position: 1, shift: true }),
  );
  expect(response.statusCode).toBe(201);
  expect(await listed()).toEqual(['1 By Meera v1', '2 A v2', '3 B v2', '4 C v2', '6 D v2']);
});

it('refuses a shift that would move a banner past the last position, moving none', async () => {
  await seed();
  await api.create({ title: 'Last', position: MAX_INT });
  const response = await api.call(
    'POST',
    '/create',
    bannerCase.valid({ title: 'New', position: 2, shift: true }),
  );
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual(
    badRequest('A banner at the last position cannot move down.', 'shift'),
  );
  expect(await listed()).toEqual(['1 A v1', '2 B v1', '3 C v1', '5 D v1', `${MAX_INT} Last v1`]);
});
