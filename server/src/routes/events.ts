/**
 * GET /admin/events (docs/api.md#live-changes): the changes to the live lists as Server-Sent
 * Events, for as long as the session stands. One feed per app hears the database for all of its
 * streams (events/activityFeed.ts); each stream is an EventStream (events/eventStream.ts), in one
 * of the places a session and an account have (events/streamPlaces.ts). A HEAD opens none.
 */
import { PassThrough } from 'node:stream';

import type { FastifyPluginAsync } from 'fastify';

import { named } from '../http/operationNames';
import { adminGuard, signedInAdmin } from '../auth/guard';
import { ActivityFeed } from '../events/activityFeed';
import { EventStream } from '../events/eventStream';
import { STREAMS_PER_ACCOUNT, STREAMS_PER_SESSION, StreamPlaces } from '../events/streamPlaces';
import { refused } from '../lib/httpError';
import {
  eventsHeadersSchema,
  LAST_EVENT_ID_HEADER,
  liveEntitiesOf,
  type EventsHeaders,
} from '../../../contract/events';
import { errorReplySchema } from '../../../contract/common';

/** Under the minute after which proxies commonly close a connection that says nothing. */
export const HEARTBEAT_MS = 15_000;
/**
 * How much may wait unsent for a client that does not read before its stream is ended: it
 * reconnects and resumes with Last-Event-ID, where the server would otherwise hold it all.
 */
const MOST_UNSENT_BYTES = 1024 * 1024;

const eventStreamReply = {
  description:
    "Server-Sent Events: for each change, `id:` the activity entry's id and `data:` its " +
    '{ entity, action, entityId, at } as JSON; `: heartbeat` comments in between.',
  content: { 'text/event-stream': { schema: { type: 'string' } } },
};

const tooManyStreams = {
  ...errorReplySchema,
  description:
    `The session already holds ${STREAMS_PER_SESSION} open streams, or the account ` +
    `${STREAMS_PER_ACCOUNT}: one must close first.`,
};

export const eventsRoutes: FastifyPluginAsync = async (app) => {
  const feed = new ActivityFeed(app.db, (error) =>
    app.log.warn(`live changes: the database's announcements were lost: ${error.message}`),
  );
  // Before the server waits for its connections to end: an open stream never would by itself.
  app.addHook('preClose', () => feed.close());
  const places = new StreamPlaces();

  app.get<{ Headers: EventsHeaders }>(
    '/admin/events',
    {
      // A compressor holds its output until it has enough of it: an event would wait.
      compress: false,
      schema: {
        ...named('streamEvents', 'Stream the live changes (Server-Sent Events)'),
        headers: eventsHeadersSchema,
        response: { 200: eventStreamReply, 429: tooManyStreams },
      },
    },
    async (request, reply) => {
      const admin = signedInAdmin(request);
      const owner = { session: request.user.jti, account: admin.id };
      const refusal = places.refusal(owner);
      if (refusal) throw refused(429, refusal);
      reply
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .type('text/event-stream; charset=utf-8');
      // Fastify answers a HEAD with this handler too, and would hold the stream it made until
      // the session ends, though no byte of it is sent: a HEAD gets the headers alone.
      if (request.method === 'HEAD') return reply.send();

      const free = places.take(owner);
      const lastEventId = request.headers[LAST_EVENT_ID_HEADER];
      const body = new PassThrough();
      const stream = new EventStream({
        feed,
        db: app.db,
        body: {
          write: (text) => body.write(text) || body.writableLength <= MOST_UNSENT_BYTES,
          end: () => {
            free();
            body.end();
          },
        },
        entities: liveEntitiesOf(admin.role),
        lastEventId: lastEventId === undefined ? undefined : Number(lastEventId),
        stillSignedIn: () =>
          adminGuard(request, reply).then(
            () => true,
            () => false,
          ),
        heartbeatMs: HEARTBEAT_MS,
        expiresAt: request.user.exp * 1000,
      });
      await stream.open().catch((error: unknown) => {
        free();
        throw error;
      });
      // The client went away, or the body ended.
      body.on('close', () => stream.end());
      return reply.send(body);
    },
  );
};
