/**
 * Stopping without dropping a request. On SIGTERM or SIGINT, main.ts closes the app with
 * closeGracefully before it closes the database: the server stops accepting connections, lets the
 * requests under way finish, and only then is the database closed, so that every write it
 * acknowledged is in it.
 *
 * Fastify's close() does most of it; drainOnClose fills two gaps:
 * - A request under way on a keep-alive connection (a load balancer's) would be answered with
 *   `Connection: keep-alive`, and that connection, idle from then on, would hold close() up until
 *   its keep-alive time-out, 72 s, long after a container runtime has sent SIGKILL. Every answer
 *   sent while closing says `Connection: close` instead.
 * - A request that still arrives on an open connection is refused with Fastify's own 503 body;
 *   here it gets the API's error body, with its request id (return503OnClosing is off for it).
 */
import type { FastifyInstance } from 'fastify';

import { refused } from '../lib/httpError';

/**
 * How long the requests under way may take once the signal has come; the connections still open
 * then are closed. Below the 10 s that Docker gives a container before SIGKILL, so that the
 * database is still closed in time.
 */
export const SHUTDOWN_GRACE_MS = 8000;

export function drainOnClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async () => {
    if (closing) throw refused(503, 'The server is shutting down. Please try again.');
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}

/** Closes the app, closing the connections still open after `graceMs`. */
export async function closeGracefully(app: FastifyInstance, graceMs = SHUTDOWN_GRACE_MS) {
  const deadline = setTimeout(() => {
    app.log.warn(`closing the connections still open ${graceMs} ms after the signal`);
    app.server.closeAllConnections();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(deadline);
  }
}
