/**
 * Two reference servers on one PostgreSQL database, as behind a load balancer: whatever an
 * administrator does through one, the other sees at once, over real HTTP. Runs when
 * TEST_DATABASE_URL names a PostgreSQL server (scripts/pg/throwaway.sh makes one).
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';

import { MIGRATIONS_DIR } from '../src/db/migrate';
import { insertOrders } from '../src/repositories/orders';
import { notificationCase } from './cases/notificationCase';
import { dataUrl, png } from './support/images';
import { describeOnPostgres, useReplicas } from './support/replicas';
import { attemptLoginOver, callOver as call, loginOver } from './support/serverProcess';
import { NEWEST_ORDER } from './support/shop';
import { seedAdmin } from './support/testApp';
import { rowCount } from './support/testDb';

const ADMIN_EMAIL = 'admin@example.com';
const LOGIN_RATE_LIMIT = 4;

describeOnPostgres('two servers on one PostgreSQL database', () => {
  const replicas = useReplicas({
    ADMIN_EMAIL,
    SEED_USERS: '20',
    SEED_ORDERS: '40',
    LOGIN_RATE_LIMIT: String(LOGIN_RATE_LIMIT),
  });
  const urls = () => replicas.all.map((replica) => replica.url);
  const signIn = (url: string) => loginOver(url, ADMIN_EMAIL, replicas.password);

  const json = async <T>(response: Promise<Response>) => (await (await response).json()) as T;

  // Each test starts with no sign-in attempts counted.
  beforeEach(() => replicas.db.exec('TRUNCATE rate_limits'));

  it('both become ready on one empty database, having migrated and seeded it once', async () => {
    const files = (await readdir(MIGRATIONS_DIR)).filter((file) => file.endsWith('.sql')).sort();
    const applied = await replicas.db.query<{ version: string; times: number }>(
      'SELECT version, count(*)::int AS times FROM schema_migrations GROUP BY version ORDER BY 1',
    );
    expect(applied).toEqual(
      files.map((file) => ({ version: path.basename(file, '.sql'), times: 1 })),
    );

    // They seeded in turn: one made the administrator, the other found it made.
    const said = (pattern: RegExp) => replicas.all.filter(({ stdout }) => pattern.test(stdout));
    expect(said(/\(generated now/)).toHaveLength(1);
    expect(said(/the one printed on the first start/)).toHaveLength(1);
    const count = (table: string) => rowCount(replicas.db, table);
    expect([await count('admins'), await count('users'), await count('orders')]).toEqual([
      1, 20, 40,
    ]);
  });

  it('a token from one opens the other, and a logout on one is refused by both at once', async () => {
    const [one = '', other = ''] = urls();
    const token = await signIn(one);
    expect((await call(other, token, 'GET', '/admin/profile')).status).toBe(200);

    expect((await call(other, token, 'POST', '/admin/logout')).status).toBe(200);
    expect((await call(one, token, 'GET', '/admin/profile')).status).toBe(401);
    expect((await call(other, token, 'GET', '/admin/profile')).status).toBe(401);
  });

  it("a notification made through one is in the other's lists at once, its image too", async () => {
    const [one = '', other = ''] = urls();
    const token = await signIn(one);
    type List = { notifications: Array<{ id: number }>; pagination?: { total: number } };
    const list = (url: string, route: string) =>
      json<List>(call(url, token, 'GET', `/admin/notification${route}`));
    const ids = async (url: string, route: string) =>
      (await list(url, route)).notifications.map((item) => item.id);
    const before = await ids(other, '/all');

    const image = png(123);
    const created = await call(one, token, 'POST', '/admin/notification/create', {
      ...notificationCase.valid({ title: 'Seen by both' }),
      image: dataUrl('image/png', image),
    });
    expect(created.status).toBe(201);
    const { id, image: imageUrl } = (
      (await created.json()) as { notification: { id: number; image: string } }
    ).notification;

    // Newest first.
    expect(await ids(other, '/all')).toEqual([id, ...before]);
    expect(await ids(other, '/active')).toContain(id);
    const page = await list(other, '/list/paginated');
    expect([page.notifications[0]?.id, page.pagination?.total]).toEqual([id, before.length + 1]);
    const served = await fetch(`${other}${imageUrl}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);

    // And back: what the other changes, the first one answers.
    const change = (method: string, route: string, body?: object) =>
      call(other, token, method, `/admin/notification${route}`, body);
    expect((await change('PUT', `/status/${id}`, { status: 'inactive' })).status).toBe(200);
    expect(await ids(one, '/active')).not.toContain(id);
    expect((await change('DELETE', `/delete/${id}`)).status).toBe(200);
    expect(await ids(one, '/all')).toEqual(before);
    expect((await fetch(`${one}${imageUrl}`)).status).toBe(404);
  });

  it('the long lists follow the database, not the process: a new order is in both at once', async () => {
    const token = await signIn(urls()[0] ?? '');
    type Orders = { orders: Array<{ id: string }> };
    const firstIds = async (url: string) => [
      (await json<Orders>(call(url, token, 'GET', '/admin/orders/all'))).orders[0]?.id,
      (await json<Orders>(call(url, token, 'GET', '/admin/orders?pageSize=5'))).orders[0]?.id,
    ];
    // Each server has both lists cached now.
    for (const url of urls()) expect(await firstIds(url)).not.toContain(NEWEST_ORDER.id);

    // Written to the database as the shop's import would, by neither server.
    await insertOrders(replicas.db, [NEWEST_ORDER]);
    for (const url of urls()) {
      expect(await firstIds(url)).toEqual([NEWEST_ORDER.id, NEWEST_ORDER.id]);
    }
  });

  it('the login rate limit counts the attempts made through both', async () => {
    const attempt = (url: string) => attemptLoginOver(url, ADMIN_EMAIL, 'not the password');
    const [one = '', other = ''] = urls();
    for (let i = 0; i < LOGIN_RATE_LIMIT; i += 1) {
      expect((await attempt(i % 2 === 0 ? one : other)).status).toBe(401);
    }
    expect((await attempt(one)).status).toBe(429);
    expect((await attempt(other)).status).toBe(429);

    // And made at the same moment: exactly the limit's worth get through.
    await replicas.db.exec('TRUNCATE rate_limits');
    const together = Array.from({ length: 2 * LOGIN_RATE_LIMIT }, (_, i) =>
      attempt(i % 2 === 0 ? one : other),
    );
    const statuses = (await Promise.all(together)).map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_RATE_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(LOGIN_RATE_LIMIT);
  });

  it("another ADMIN_EMAIL at one's restart ends the former administrator's sessions on both at once", async () => {
    const [one = '', other = ''] = urls();
    const token = await signIn(one);
    const successor = {
      email: 'successor@example.com',
      name: 'Successor',
      password: 'a successor',
    };

    // What a replica restarted with the successor's e-mail does at start, on the database both share.
    await seedAdmin(replicas.db, successor);
    try {
      for (const url of urls()) {
        expect((await call(url, token, 'GET', '/admin/profile')).status).toBe(401);
      }
      expect((await attemptLoginOver(other, ADMIN_EMAIL, replicas.password)).status).toBe(401);
      const theirs = await loginOver(other, successor.email, successor.password);
      expect((await call(one, theirs, 'GET', '/admin/profile')).status).toBe(200);
    } finally {
      // The administrator the replicas started with, for the tests after.
      await seedAdmin(replicas.db, { email: ADMIN_EMAIL, name: 'Shop Administrator' });
    }
  });

  it('both stop cleanly', async () => {
    for (const { process } of replicas.all) process.child.kill('SIGTERM');
    expect(await Promise.all(replicas.all.map(({ process }) => process.exited))).toEqual([0, 0]);
  });
});
