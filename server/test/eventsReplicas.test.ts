/**
 * Live changes across two reference servers on one PostgreSQL database (docs/api.md#live-changes),
 * over real HTTP: a change made through either reaches the streams open on both, in one order,
 * and a logout through one ends a stream on the other. Runs when TEST_DATABASE_URL names a
 * PostgreSQL server (scripts/pg/throwaway.sh makes one).
 */
import { notificationCase } from './cases/notificationCase';
import { adminToken, openEvents } from './support/eventStreams';
import { reportFigure } from './support/figures';
import { describeOnPostgres, REPLICA_JWT_SECRET, useReplicas } from './support/replicas';

const ADMIN_EMAIL = 'admin@example.com';
/** Changes made at once, half through each server. */
const AT_ONCE = 20;

describeOnPostgres('live changes across two servers on one PostgreSQL database', () => {
  const replicas = useReplicas({ ADMIN_EMAIL });
  const urls = () => replicas.all.map((replica) => replica.url);
  const signIn = async () => {
    const [admin] = await replicas.db.query<{ id: number }>(
      'SELECT id FROM admins WHERE email = $1',
      [ADMIN_EMAIL],
    );
    return adminToken(admin?.id ?? 0, { secret: REPLICA_JWT_SECRET });
  };
  const post = (url: string, token: string, route: string, body?: object) =>
    fetch(`${url}${route}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        ...(body && { 'content-type': 'application/json' }),
      },
      ...(body && { body: JSON.stringify(body) }),
    });

  it('a change through one reaches a stream on the other; changes through both arrive in one order', async () => {
    const [one = '', other = ''] = urls();
    const token = await signIn();
    const streams = [await openEvents(one, token), await openEvents(other, token)];
    const [onOne, onOther] = streams;
    try {
      await Promise.all(streams.map((events) => events.opened()));
      const started = Date.now();
      const created = await post(one, token, '/admin/notification/create', {
        ...notificationCase.valid({ title: 'Made on one' }),
      });
      expect(created.status).toBe(201);
      const { notification } = (await created.json()) as { notification: { id: number } };
      const [change] = (await onOther?.changes(1)) ?? [];
      reportFigure(
        `events: a change through one server reached a stream on the other in ${Date.now() - started} ms`,
      );
      expect(change).toMatchObject({
        entity: 'notification',
        action: 'create',
        entityId: String(notification.id),
      });

      const writes = Array.from({ length: AT_ONCE }, (_, i) =>
        post(i % 2 ? one : other, token, '/admin/notification/create', {
          ...notificationCase.valid({ title: `At once ${i + 1}` }),
        }),
      );
      expect((await Promise.all(writes)).map(({ status }) => status)).toEqual(
        Array(AT_ONCE).fill(201),
      );
      await Promise.all(streams.map((events) => events.changes(AT_ONCE + 1)));
      const written = await replicas.db.query<{ id: number }>(
        "SELECT id::float8 AS id FROM activity WHERE entity = 'notification' ORDER BY id",
      );
      // Every entry, once, in the order of ids, on both servers alike.
      for (const events of [onOne, onOther]) {
        expect(events?.events.slice(1).map(({ id }) => id)).toEqual(written.map(({ id }) => id));
      }
    } finally {
      for (const events of streams) events.close();
    }
  });

  it("a logout through one ends that session's stream on the other", async () => {
    const [one = '', other = ''] = urls();
    const token = await signIn();
    const events = await openEvents(other, token);
    await events.opened();
    const started = Date.now();
    expect((await post(one, token, '/admin/logout')).status).toBe(200);
    await events.ended;
    // At the sign-out's entry, well before the next heartbeat's check.
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
