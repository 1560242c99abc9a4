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

describe('what comes after a sign-out or account entry', () => {
  const entry = (id: number, entity: string) => ({
    id,
    entity,
    action: 'update' as const,
    entityId: String(id),
    at: '2026-11-29T00:00:00.000Z',
    tx: String(id),
  });

  /** A Super Admin's stream whose standing checks answer as the test says, when it says. */
  async function streamWithChecks() {
    const feed = new ActivityFeed(server.db, (error) => {
      throw error;
    });
    const written: string[] = [];
    const answers: ((stands: boolean) => void)[] = [];
    let ended = false;
    const stream = new EventStream({
      feed,
      db: server.db,
      entities: ['notification', 'banner', 'admin'],
      body: { write: (text) => written.push(text) > 0, end: () => (ended = true) },
      stillSignedIn: () => new Promise((resolve) => answers.push(resolve)),
      heartbeatMs: 60_000,
      expiresAt: Date.now() + 60_000,
    });
    await stream.open();
    const since = Number(/^id: (\d+)/.exec(written[0] ?? '')?.[1]);
    const sentIds = () => written.slice(1).map((text) => Number(/^id: (\d+)/.exec(text)?.[1]));
    const answer = async (stands: boolean) => {
      await new Promise((resolve) => setImmediate(resolve));
      answers.shift()?.(stands);
      await new Promise((resolve) => setImmediate(resolve));
    };
    const close = async () => {
      stream.end();
      await feed.close();
    };
    return { stream, since, sentIds, answer, ended: () => ended, close };
  }

  it('waits for the standing check, and sends nothing more when the session no longer stands', async () => {
    const { stream, since, sentIds, answer, ended, close } = await streamWithChecks();
    try {
      // A notification, the account entry that demoted this admin, another account's change.
      stream.delivered([
        entry(since + 1, 'notification'),
        entry(since + 2, 'admin'),
        entry(since + 3, 'admin'),
      ]);
      stream.delivered([entry(since + 4, 'banner')]);
      expect(sentIds()).toEqual([since + 1, since + 2]);
      await answer(false);
      expect(ended()).toBe(true);
      expect(sentIds()).toEqual([since + 1, since + 2]);
    } finally {
      await close();
    }
  });

  it('sends what waited, in order, once the session still stands', async () => {
    const { stream, since, sentIds, answer, ended, close } = await streamWithChecks();
    try {
      stream.delivered([entry(since + 1, 'session'), entry(since + 2, 'notification')]);
      stream.delivered([entry(since + 3, 'admin'), entry(since + 4, 'banner')]);
      expect(sentIds()).toEqual([]);
      await answer(true);
      // The account entry that waited makes the next wait.
      expect(sentIds()).toEqual([since + 2, since + 3]);
      await answer(true);
      expect(sentIds()).toEqual([since + 2, since + 3, since + 4]);
      expect(ended()).toBe(false);
    } finally {
      await close();
    }
  });
});
