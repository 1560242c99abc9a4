/**
 * Request ids. Every log line of a request carries its id (Fastify's `reqId`), the answer sends
 * it back in X-Request-Id, and every error body includes it (errors.ts), so that an
 * administrator's report of a failure leads to its log lines. An id sent by the caller (a proxy's
 * or another service's) is kept when it is sane: a header may neither forge log lines nor fill
 * them with a megabyte of text. Anything else gets a new UUID, unique across replicas and
 * restarts, where Fastify's own 'req-1', 'req-2'... would repeat.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Letters, digits and `.`, `_`, `:`, `-`, up to 128: UUIDs, ULIDs, proxies' ids. */
const SANE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Fastify's genReqId: the caller's X-Request-Id when sane, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  // A header sent twice arrives joined with ', ', which the pattern refuses.
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Sends every request's id back, on success and failure alike (404s included). */
export function echoRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
