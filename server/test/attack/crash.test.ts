/**
 * Crashes and restarts (docs/security.md): the real server (main.ts in a child
 * process) on one store (its data folder on PGlite, a database on PostgreSQL) takes a stream of
 * concurrent creates with images, is killed with SIGKILL in the middle of it, and is started
 * again on the same store, five times. Every create it acknowledged must be there after each
 * restart, and nothing half-written: no stored image without the notification that uses it (a
 * notification without its image cannot exist: the schema's foreign key). On PGlite, a second
 * server on the same folder is refused while the first runs.
 */
import http from 'node:http';

import type { Db } from '../../src/db/types';
import { reportFigure } from '../support/figures';
import { dataUrl, pngOfSize } from '../support/images';
import {
  postOver,
  signedInTo,
  STARTUP_TIMEOUT_MS,
  type ServerProcess,
} from '../support/serverProcess';
import { useServerStore } from '../support/serverStore';

const ROUNDS = 5;
const WORKERS = 6;
/** Creates acknowledged before the kill, in each round. */
const BEFORE_KILL = 15;
const EMAIL = 'admin@example.com';
const PASSWORD = 'crash test password';
// Large enough that some bodies are still arriving, and some transactions open, at the kill.
const IMAGE = dataUrl('image/png', pngOfSize(256 * 1024));

const store = useServerStore('crash');

function spawnOnStore(): ServerProcess {
  return store.spawn({
    SEED: 'none',
    ADMIN_PASSWORD: PASSWORD,
    // The rounds sign in more than the default 10 times a minute on a quick machine, and the
    // count outlives a restart (it is in the database).
    LOGIN_RATE_LIMIT: '1000',
  });
}

const startServer = () => signedInTo(spawnOnStore(), EMAIL, PASSWORD);

/** Creates notifications from WORKERS connections until the server is gone; answers the acknowledged. */
async function createUntilKilled(
  url: string,
  token: string,
  round: number,
  kill: () => void,
): Promise<Map<number, string>> {
  const acknowledged = new Map<number, string>();
  let killed = false;
  const worker = async (w: number) => {
    const agent = new http.Agent({ keepAlive: true });
    try {
      for (let i = 0; ; i += 1) {
        const title = `round ${round} worker ${w} create ${i}`;
        const body = { title, description: '.', type: 'info', noticeTo: 'all', image: IMAGE };
        const response = await postOver(`${url}/admin/notification/create`, {
          agent,
          body,
          headers: { authorization: `Bearer ${token}` },
        }).catch(() => undefined);
        if (response?.status !== 201) return;
        acknowledged.set((response.body.notification as { id: number }).id, title);
        if (!killed && acknowledged.size >= BEFORE_KILL) {
          killed = true;
          kill();
        }
      }
    } finally {
      agent.destroy();
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
  return acknowledged;
}

/** What the store holds, read directly once no server runs on it. */
async function stored(
  db: Db,
): Promise<{ notifications: Map<number, string>; orphanImages: number }> {
  const rows = await db.query<{ id: number; title: string }>('SELECT id, title FROM notifications');
  const [orphans] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM media m
      WHERE NOT EXISTS (SELECT 1 FROM notifications n WHERE n.image = m.file_name)
        AND NOT EXISTS (SELECT 1 FROM banners b
                         WHERE m.file_name IN (b.desktop_image, b.mobile_image))`,
  );
  return {
    notifications: new Map(rows.map(({ id, title }) => [id, title])),
    orphanImages: orphans?.count ?? -1,
  };
}

test(
  'SIGKILL during a stream of creates, five times: every acknowledged create is kept, nothing is half-written',
  async () => {
    const everAcknowledged = new Map<number, string>();
    for (let round = 1; round <= ROUNDS; round += 1) {
      const { server, url, token } = await startServer();
      // On PostgreSQL, two servers on one database are replicas, as they should be.
      if (round === 1 && store.database === 'PGlite') {
        const second = spawnOnStore();
        expect(await second.exited).not.toBe(0);
        expect(second.stderr() + second.stdout()).toContain(
          `The data folder ${store.dataDir} is in use by another server`,
        );
      }
      const acknowledged = await createUntilKilled(url, token, round, () =>
        server.child.kill('SIGKILL'),
      );
      await server.exited;
      expect(acknowledged.size).toBeGreaterThanOrEqual(BEFORE_KILL);
      for (const [id, title] of acknowledged) everAcknowledged.set(id, title);

      const { notifications, orphanImages } = await store.read(stored);
      const lost = [...everAcknowledged].filter(([id, title]) => notifications.get(id) !== title);
      expect({ round, lost, orphanImages }).toEqual({ round, lost: [], orphanImages: 0 });
    }

    // The folder still serves after the last crash: the stale lock is taken over.
    const { server, url, token } = await startServer();
    const list = await fetch(`${url}/admin/notification/all`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    reportFigure(
      `crash: ${ROUNDS} SIGKILLs during creates, ${everAcknowledged.size} acknowledged creates, 0 lost, 0 half-written${store.database === 'PGlite' ? ', a second server refused' : ''}`,
    );
  },
  (ROUNDS + 2) * STARTUP_TIMEOUT_MS,
);
