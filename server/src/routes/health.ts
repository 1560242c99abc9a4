/**
 * GET /healthz and /readyz, for a load balancer, an orchestrator or a container's health check:
 * open to anyone, never rate limited, and cheap.
 *
 * /healthz says the process is alive and answering, and touches nothing else: a database outage
 * must not get every replica restarted. /readyz says the database answers a trivial query within
 * a second: a replica whose database is away or overloaded is taken out of the rotation until it
 * answers again. Both answer 503 once the server is shutting down (drain.ts).
 */
import type { FastifyPluginAsync } from 'fastify';

import { named } from '../http/operationNames';
import type { Queryable } from '../db/types';
import { refused } from '../lib/httpError';
import { healthReplySchema } from '../../../contract/health';

const READY_TIMEOUT_MS = 1000;

/** Resolves with the reason the database is not ready, or undefined when it answered in time. */
async function notReady(db: Queryable, timeoutMs: number): Promise<Error | 'timeout' | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const answer = db.query('SELECT 1').then(
    () => undefined,
    (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
  );
  try {
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const ops = (operationId: string, summary: string) => ({
  schema: named(operationId, summary, healthReplySchema),
  config: { rateLimit: false },
});

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', ops('getHealth', 'Whether the server is up'), async () => ({
    status: 'ok' as const,
  }));

  app.get('/readyz', ops('getReadiness', 'Whether the database answers'), async (request) => {
    const reason = await notReady(app.db, READY_TIMEOUT_MS);
    if (reason === undefined) return { status: 'ok' as const };
    // The cause goes to the log only: this answer is public, and a driver's message can name
    // the database's host or user.
    request.log.warn({ err: reason === 'timeout' ? undefined : reason }, 'not ready');
    throw refused(
      503,
      reason === 'timeout'
        ? 'The database did not answer within a second.'
        : 'The database could not be reached.',
    );
  });
};
