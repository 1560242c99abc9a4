/**
 * A client of GET /admin/events over real HTTP (app.inject waits for an answer's end, and a
 * stream has none): what it has received so far, parsed, and ways to wait for more. Each stream
 * has a connection of its own, closed with it (fetch's pool opens a spare one when a request is
 * aborted, which a closing server would wait on).
 */
import { randomUUID } from 'node:crypto';
import http, { type IncomingHttpHeaders } from 'node:http';

import type { Queryable } from '../../src/db/types';
import type { LiveEvent } from '../../../contract/events';
import { call, type ApiCall } from './apiCall';
import { ADMIN, signJwt, TEST_JWT_SECRET } from './testApp';

/**
 * The stream's calls for openapi.test.ts, which makes them with app.inject: that waits for the
 * answer's end, and an open stream has none, so only its refusal is called there.
 */
export const EVENTS_CALLS: readonly ApiCall[] = [
  call('GET /admin/events', 400, {
    url: '/admin/events',
    headers: { 'last-event-id': 'not an id' },
  }),
];

export interface ReceivedEvent {
  id: number;
  /** Absent on the first `id:` line of a stream opened without Last-Event-ID. */
  data?: LiveEvent;
}

export interface EventsClient {
  headers: IncomingHttpHeaders;
  /** Every event received so far, in order; heartbeats are comments, not events. */
  readonly events: readonly ReceivedEvent[];
  /** The comments received so far (': heartbeat'). */
  readonly comments: readonly string[];
  /** Settles when the server ends the stream. */
  readonly ended: Promise<void>;
  /** Waits until `count` events with data have arrived; answers them. */
  changes(count: number, timeoutMs?: number): Promise<LiveEvent[]>;
  /** Waits until some event has arrived (a fresh stream's first `id:` says it is open). */
  opened(timeoutMs?: number): Promise<void>;
  close(): void;
}

function parseBlock(block: string, into: { events: ReceivedEvent[]; comments: string[] }): void {
  let id: number | undefined;
  let data: string | undefined;
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) into.comments.push(line);
    else if (line.startsWith('id: ')) id = Number(line.slice(4));
    else if (line.startsWith('data: ')) data = line.slice(6);
  }
  if (id !== undefined) {
    into.events.push({ id, ...(data !== undefined && { data: JSON.parse(data) as LiveEvent }) });
  }
}

/** Waits until `check` holds, failing after `timeoutMs`. */
export async function waitFor(
  check: () => boolean,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** The id of the admin the app starts with (ADMIN), whose tokens adminToken makes. */
export async function startupAdminId(db: Queryable): Promise<number> {
  const [admin] = await db.query<{ id: number }>('SELECT id FROM admins WHERE email = $1', [
    ADMIN.email,
  ]);
  if (!admin) throw new Error(`no admin ${ADMIN.email}`);
  return admin.id;
}

/**
 * An admin token as a sign-in gives it, made here: a test of the stream needs a session, not the
 * sign-in route (whose own tests are login.test.ts). `dated`: it carries `at` as the server
 * dates its tokens, the next millisecond's start in microseconds (the database's clock counts
 * those), so that an end of sessions earlier in this millisecond does not end it.
 */
export function adminToken(
  adminId: number,
  { secret = TEST_JWT_SECRET, ttlSeconds = 3600, dated = false } = {},
): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = { typ: 'admin', sub: String(adminId), jti: randomUUID() };
  const at = dated ? { at: (Date.now() + 1) * 1000 } : {};
  return signJwt({ ...claims, iat: now, exp: now + ttlSeconds, ...at }, secret);
}

/** Answers the response once its headers are in; fails unless it is a 200. */
function request(url: string, headers: Record<string, string>): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const asked = http.get(`${url}/admin/events`, { headers, agent: false }, (response) => {
      if (response.statusCode === 200) return resolve(response);
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => reject(new Error(`events: ${response.statusCode} ${text}`)));
    });
    asked.on('error', reject);
  });
}

/** An answer that ends (a refusal, or a HEAD's): its status, headers and body as text. */
export interface EventsAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * Asks for the stream with `method` and reads the answer to its end. A stream opened after all
 * has no end to wait for: it is closed at once, its body left empty.
 */
export function askEvents(url: string, token: string, method = 'GET'): Promise<EventsAnswer> {
  return new Promise((resolve, reject) => {
    const headers = { authorization: `Bearer ${token}` };
    const asked = http.request(
      `${url}/admin/events`,
      { method, headers, agent: false },
      (answer) => {
        const { statusCode: status = 0, headers: answered } = answer;
        if (status === 200 && method !== 'HEAD') {
          answer.destroy();
          return resolve({ status, headers: answered, body: '' });
        }
        let body = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (body += chunk));
        answer.on('end', () => resolve({ status, headers: answered, body }));
      },
    );
    asked.on('error', reject);
    asked.end();
  });
}

/** Opens the stream; fails unless it answers 200. */
export async function openEvents(
  url: string,
  token: string,
  headers: Record<string, string> = {},
): Promise<EventsClient> {
  const response = await request(url, { authorization: `Bearer ${token}`, ...headers });
  const received = { events: [] as ReceivedEvent[], comments: [] as string[] };
  let text = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    text += chunk;
    const blocks = text.split('\n\n');
    text = blocks.pop() ?? '';
    for (const block of blocks) parseBlock(block, received);
  });
  const ended = new Promise<void>((resolve) => response.on('close', resolve));
  const withData = () => received.events.flatMap(({ data }) => (data ? [data] : []));
  return {
    headers: response.headers,
    events: received.events,
    comments: received.comments,
    ended,
    async changes(count, timeoutMs = 5000) {
      await waitFor(() => withData().length >= count, timeoutMs, `${count} events`);
      return withData();
    },
    opened: (timeoutMs = 5000) => waitFor(() => received.events.length > 0, timeoutMs, 'an id'),
    close: () => response.destroy(),
  };
}
