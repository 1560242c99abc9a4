/**
 * What a session may hold of GET /admin/events (docs/api.md#live-changes): a HEAD answers the
 * stream's headers and holds nothing; a session and an account may each hold so many streams at
 * once, the next refused with a 429 until one closes. Over real HTTP, on PGlite, or on PostgreSQL
 * with TEST_DATABASE_URL set. The feed's subscribers are what the server holds for open streams.
 */
import type { AddressInfo } from 'node:net';

import type { FastifyInstance } from 'fastify';

import { ActivityFeed } from '../src/events/activityFeed';
import { STREAMS_PER_ACCOUNT, STREAMS_PER_SESSION } from '../src/events/streamPlaces';
import { TOO_MANY_ACCOUNT_STREAMS, TOO_MANY_SESSION_STREAMS } from '../../contract/events';
import {
  adminToken,
  askEvents,
  openEvents,
  startupAdminId,
  waitFor,
  type EventsClient,
} from './support/eventStreams';
import { useAppPerTest } from './support/lifecycle';
import { failure } from './support/testApp';

const server = useAppPerTest();

let adminId = 0;
beforeAll(async () => {
  adminId = await startupAdminId(server.db);
});
const signIn = () => adminToken(adminId);

async function listening(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** The app's feed, once a stream has subscribed to it: its subscribers are the open streams. */
let subscribing: jest.SpyInstance;
beforeEach(() => {
  subscribing = jest.spyOn(ActivityFeed.prototype, 'subscribe');
});
afterEach(() => subscribing.mockRestore());
const feed = () => subscribing.mock.contexts[0] as ActivityFeed;

const opened: EventsClient[] = [];
afterEach(() => {
  for (const events of opened.splice(0)) events.close();
});
async function open(url: string, token: string): Promise<EventsClient> {
  const events = await openEvents(url, token);
  opened.push(events);
  await events.opened();
  return events;
}

const tooMany = (message: string) => ({
  status: 429,
  json: failure({ success: false, message }),
});
const answered = async (asked: ReturnType<typeof askEvents>) => {
  const { status, body } = await asked;
  return { status, json: body === '' ? body : (JSON.parse(body) as unknown) };
};

it("answers a HEAD with a stream's headers, holding nothing for it", async () => {
  const url = await listening(server.app);
  const token = signIn();
  await open(url, token);

  for (let i = 0; i < STREAMS_PER_SESSION * 2; i += 1) {
    const head = await askEvents(url, token, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(head.body).toBe('');
  }
  expect(feed().subscriberCount).toBe(1);
  // Nor did they take the session's places.
  for (let i = 1; i < STREAMS_PER_SESSION; i += 1) await open(url, token);
  expect(feed().subscriberCount).toBe(STREAMS_PER_SESSION);
});

it(`refuses a session's stream beyond ${STREAMS_PER_SESSION} open, until one closes`, async () => {
  const url = await listening(server.app);
  const token = signIn();
  const streams = [];
  for (let i = 0; i < STREAMS_PER_SESSION; i += 1) streams.push(await open(url, token));

  expect(await answered(askEvents(url, token))).toEqual(tooMany(TOO_MANY_SESSION_STREAMS));
  // A HEAD answers as the stream would.
  expect((await askEvents(url, token, 'HEAD')).status).toBe(429);
  // Another session of the same account has places of its own.
  await open(url, signIn());
  expect(feed().subscriberCount).toBe(STREAMS_PER_SESSION + 1);

  streams[0]?.close();
  await waitFor(() => feed().subscriberCount === STREAMS_PER_SESSION, 5000, 'the close');
  await open(url, token);
  expect(feed().subscriberCount).toBe(STREAMS_PER_SESSION + 1);
});

it(`refuses an account's stream beyond ${STREAMS_PER_ACCOUNT} open across its sessions, until one closes`, async () => {
  const url = await listening(server.app);
  const streams = [];
  for (let i = 0; i < STREAMS_PER_ACCOUNT; i += 1) streams.push(await open(url, signIn()));

  expect(await answered(askEvents(url, signIn()))).toEqual(tooMany(TOO_MANY_ACCOUNT_STREAMS));
  expect(feed().subscriberCount).toBe(STREAMS_PER_ACCOUNT);

  streams[0]?.close();
  await waitFor(() => feed().subscriberCount === STREAMS_PER_ACCOUNT - 1, 5000, 'the close');
  await open(url, signIn());
  expect(feed().subscriberCount).toBe(STREAMS_PER_ACCOUNT);
});
