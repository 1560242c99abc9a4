/**
 * Open streams under load (docs/api.md#live-changes): the real server (main.ts in a child process,
 * on PGlite or with TEST_DATABASE_URL set on PostgreSQL) holds 200 streams of live changes, each
 * of its own session, and one change reaches every one of them. It prints the server's memory
 * for the streams and how long the change took to reach the first and the last of them.
 */
import { SHUTDOWN_GRACE_MS } from '../../src/http/drain';
import { reportFigure } from '../support/figures';
import { adminToken, openEvents, type EventsClient } from '../support/eventStreams';
import { pngDataUrl } from '../support/images';
import { addressOf, started, STARTUP_TIMEOUT_MS } from '../support/serverProcess';
import { useServerStore } from '../support/serverStore';

const STREAMS = 200;
const JWT_SECRET = 'a-secret-for-the-stream-load-test-0123456789';
/** The store's one admin, the first it made. */
const ADMIN_ID = 1;

const store = useServerStore('streams');

async function residentBytes(url: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  return Number(/^process_resident_memory_bytes (\d+)/m.exec(text)?.[1] ?? NaN);
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

test(
  `${STREAMS} open streams, each of its own session: one change reaches all of them`,
  async () => {
    const server = store.spawn({
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'stream load test password',
      JWT_SECRET,
      METRICS: 'on',
    });
    const url = addressOf(await started(server));
    const rssBefore = await residentBytes(url);
    const streams: EventsClient[] = [];
    try {
      for (let i = 0; i < STREAMS; i += 1) {
        streams.push(await openEvents(url, adminToken(ADMIN_ID, { secret: JWT_SECRET })));
      }
      await Promise.all(streams.map((events) => events.opened()));
      const rssHolding = await residentBytes(url);

      const startedAt = Date.now();
      const arrivals = streams.map((events) => events.changes(1, 10_000).then(() => Date.now()));
      const created = await fetch(`${url}/admin/notification/create`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${adminToken(ADMIN_ID, { secret: JWT_SECRET })}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          title: 'To every stream',
          description: 'One change, seen by all.',
          type: 'info',
          noticeTo: 'all',
          image: pngDataUrl(),
        }),
      });
      expect(created.status).toBe(201);
      const times = (await Promise.all(arrivals)).map((at) => at - startedAt).sort((a, b) => a - b);

      reportFigure(
        `streams: ${STREAMS} open, server RSS ${mb(rssBefore)} → ${mb(rssHolding)} MB ` +
          `(${((rssHolding - rssBefore) / 1024 / STREAMS).toFixed(0)} KB a stream); one change ` +
          `reached the first in ${times[0]} ms, half by ${times[STREAMS / 2]} ms, ` +
          `the last in ${times.at(-1)} ms`,
      );
      expect(times).toHaveLength(STREAMS);
      // The specification's promise: every open list shows a change within 2 seconds.
      expect(times.at(-1)).toBeLessThan(2000);

      // Stopped with every stream open: it ends them rather than wait for them.
      const stopping = Date.now();
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      await Promise.all(streams.map((events) => events.ended));
      reportFigure(`streams: stopped with ${STREAMS} open in ${Date.now() - stopping} ms`);
      expect(Date.now() - stopping).toBeLessThan(SHUTDOWN_GRACE_MS);
    } finally {
      for (const events of streams) events.close();
    }
  },
  STARTUP_TIMEOUT_MS * 2,
);
