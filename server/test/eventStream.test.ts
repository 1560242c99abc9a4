/**
 * One stream's heartbeats (events/eventStream.ts), at a pace a test can wait for: a comment each
 * time, and the session's standing checked each time, the stream ending once it no longer stands.
 * events.test.ts covers the rest over HTTP.
 */
import { ActivityFeed } from '../src/events/activityFeed';
import { EventStream } from '../src/events/eventStream';
import { useTestDb } from './support/lifecycle';

const server = useTestDb();

it('writes a heartbeat comment and checks the session at each beat, ending when it no longer stands', async () => {
  const feed = new ActivityFeed(server.db, (error) => {
    throw error;
  });
  const written: string[] = [];
  let ended!: () => void;
  const over = new Promise<void>((resolve) => (ended = resolve));
  let checks = 0;
  const stream = new EventStream({
    feed,
    db: server.db,
    entities: ['notification', 'banner', 'admin'],
    body: { write: (text) => written.push(text) > 0, end: ended },
    stillSignedIn: async () => (checks += 1) < 3,
    heartbeatMs: 20,
    expiresAt: Date.now() + 60_000,
  });
  try {
    await stream.open();
    await over;
    expect(checks).toBe(3);
    expect(written).toEqual([
      expect.stringMatching(/^id: \d+\n\n$/),
      ': heartbeat\n\n',
      ': heartbeat\n\n',
      ': heartbeat\n\n',
    ]);
    expect(feed.subscriberCount).toBe(0);
  } finally {
    stream.end();
    await feed.close();
  }
});
