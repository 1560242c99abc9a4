/**
 * Live changes (docs/api.md#live-changes): GET /admin/events over real HTTP, on PGlite, or on
 * PostgreSQL with TEST_DATABASE_URL set. Each write to a live list arrives as one event; a stream
 * resumed with Last-Event-ID misses nothing and repeats nothing; a stream ends with its session
 * and with the server. eventsReplicas.test.ts crosses two servers; attack/eventStreams.test.ts
 * holds 200 streams.
 */
import type { AddressInfo } from 'node:net';

import type { FastifyInstance } from 'fastify';

import { bannerCase } from './cases/bannerCase';
import { notificationCase } from './cases/notificationCase';
import { adminToken, openEvents, startupAdminId } from './support/eventStreams';
import { useAppPerTest } from './support/lifecycle';
import { bearer, buildTestApp, withTestApp } from './support/testApp';

const server = useAppPerTest();

async function listening(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

const create = async (app: FastifyInstance, token: string, prefix: string, body: object) => {
  const response = await app.inject({
    method: 'POST',
    url: `${prefix}/create`,
    headers: bearer(token),
    payload: body,
  });
  expect(response.statusCode).toBe(201);
  return response.json<Record<string, { id: number }>>();
};

let adminId = 0;
beforeAll(async () => {
  adminId = await startupAdminId(server.db);
});
const signIn = () => adminToken(adminId);

const entries = (db = server.db) =>
  db.query<{ id: number; entity: string }>(
    'SELECT id::float8 AS id, entity FROM activity ORDER BY id',
  );

it("sends each change to a live list as one event, its id the entry's, uncompressed", async () => {
  const url = await listening(server.app);
  const token = signIn();
  const events = await openEvents(url, token, { 'accept-encoding': 'gzip, br' });
  try {
    expect(events.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(events.headers['content-encoding']).toBeUndefined();
    await events.opened();

    const { notification } = await create(
      server.app,
      token,
      '/admin/notification',
      notificationCase.valid(),
    );
    const { banner } = await create(server.app, token, '/admin/banner', bannerCase.valid());
    // A sign-out is on the trail, but on no live list.
    await server.app.inject({ method: 'POST', url: '/admin/logout', headers: bearer(signIn()) });
    const changes = await events.changes(2);

    const at = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(changes).toEqual([
      { entity: 'notification', action: 'create', entityId: String(notification?.id), at },
      { entity: 'banner', action: 'create', entityId: String(banner?.id), at },
    ]);
    const written = (await entries()).filter(({ entity }) => entity !== 'session');
    expect(events.events.slice(1).map(({ id }) => id)).toEqual(written.map(({ id }) => id));
  } finally {
    events.close();
  }
});

it('resumes after Last-Event-ID with every change made meanwhile, once, then the live ones', async () => {
  const url = await listening(server.app);
  const token = signIn();
  const notice = (title: string) => notificationCase.valid({ title });
  // A stream that stays open sees every change as it happens.
  const watcher = await openEvents(url, token);
  const first = await openEvents(url, token);
  await Promise.all([watcher.opened(), first.opened()]);
  try {
    await create(server.app, token, '/admin/notification', notice('Before the drop'));
    await first.changes(1);
    first.close();
    const lastId = first.events.at(-1)?.id ?? 0;

    for (const title of ['Missed 1', 'Missed 2', 'Missed 3']) {
      await create(server.app, token, '/admin/notification', notice(title));
    }
    const resumed = await openEvents(url, token, { 'last-event-id': String(lastId) });
    try {
      await resumed.changes(3);
      await create(server.app, token, '/admin/banner', bannerCase.valid());
      await resumed.changes(4);
      await watcher.changes(5);

      // The same events, with the same ids and data, as the stream that never dropped.
      expect(resumed.events).toEqual(watcher.events.slice(2));
      const ids = resumed.events.map(({ id }) => id);
      expect(new Set(ids).size).toBe(4);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
    } finally {
      resumed.close();
    }
  } finally {
    watcher.close();
  }
});

it('refuses a Last-Event-ID that is no event id', async () => {
  const token = signIn();
  const response = await server.app.inject({
    method: 'GET',
    url: '/admin/events',
    headers: { ...bearer(token), 'last-event-id': 'yesterday' },
  });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ message: 'Last-Event-ID must be the id of an event.' });
});

it('ends when its session is logged out, and only then', async () => {
  const url = await listening(server.app);
  const [mine, other] = [signIn(), signIn()];
  const events = await openEvents(url, mine);
  await events.opened();
  let ended = false;
  void events.ended.then(() => (ended = true));

  // Another session's logout is on the trail too: this stream checks, and stays.
  const logout = (token: string) =>
    server.app.inject({ method: 'POST', url: '/admin/logout', headers: bearer(token) });
  expect((await logout(other)).statusCode).toBe(200);
  await create(server.app, mine, '/admin/notification', notificationCase.valid());
  await events.changes(1);
  expect(ended).toBe(false);

  expect((await logout(mine)).statusCode).toBe(200);
  await events.ended;
  const again = await fetch(`${url}/admin/events`, { headers: bearer(mine) });
  expect(again.status).toBe(401);
});

it('ends when its token expires', async () => {
  await withTestApp(server.db, {}, async (app) => {
    const url = await listening(app);
    const events = await openEvents(url, adminToken(adminId, { ttlSeconds: 2 }));
    await events.opened();
    const started = Date.now();
    await events.ended;
    expect(Date.now() - started).toBeLessThan(2500);
  });
});

it('ends its streams when the server closes, which then does not wait for them', async () => {
  const app = buildTestApp(server.db);
  const url = await listening(app);
  const streams = await Promise.all([1, 2, 3].map(() => openEvents(url, signIn())));
  await Promise.all(streams.map((events) => events.opened()));
  const started = Date.now();
  await app.close();
  await Promise.all(streams.map((events) => events.ended));
  expect(Date.now() - started).toBeLessThan(1000);
});
