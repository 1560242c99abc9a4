/**
 * Prometheus metrics at GET /metrics (METRICS=on; without it the path answers 404):
 *
 * - http_requests_total and http_request_duration_seconds, by method, route and status code. The
 *   route is the pattern a request matched (`/admin/banner/:id`), never its URL, so that ids and
 *   query strings do not make a new series each; a request that matched none counts as
 *   `unmatched`.
 * - db_query_duration_seconds, by statement kind and outcome: every statement the app runs,
 *   timed where the database is wrapped (db/timed.ts).
 * - prom-client's default process metrics (CPU, memory, event loop lag, GC, handles).
 *
 * One registry per app, so that tests can build several apps in one process.
 */
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

import { timedDb } from '../db/timed';
import type { Db } from '../db/types';
import { named } from './operationNames';
import { pluginNamed } from './pluginNames';

const HTTP_LABELS = ['method', 'route', 'status_code'] as const;

const PLAIN_TEXT = { content: { 'text/plain': { schema: { type: 'string' } } } };

export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: HTTP_LABELS,
    registers,
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by method, route pattern and status code.',
    labelNames: HTTP_LABELS,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const statements = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Time a database statement took, by kind (select, insert, transaction...) and outcome.',
    labelNames: ['statement', 'outcome'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });

  return {
    registry,
    /** The database, its statements timed into db_query_duration_seconds. */
    timed: (db: Db): Db =>
      timedDb(db, (statement, seconds, failed) =>
        statements.observe({ statement, outcome: failed ? 'error' : 'ok' }, seconds),
      ),
    /** Counts and times every answer, and serves GET /metrics. */
    instrument(app: FastifyInstance): void {
      app.addHook('onResponse', async (request, reply) => {
        const labels = {
          method: request.method,
          route: request.routeOptions.url ?? 'unmatched',
          status_code: String(reply.statusCode),
        };
        requests.inc(labels);
        durations.observe(labels, reply.elapsedTime / 1000);
      });
      // In a plugin, so that the route is declared after the API's documentation is set up.
      app.register(
        pluginNamed('metrics', async (scope) => {
          scope.get(
            '/metrics',
            {
              schema: named('getMetrics', 'Prometheus metrics (only with METRICS=on)', PLAIN_TEXT),
            },
            async (_request, reply) =>
              reply.type(registry.contentType).send(await registry.metrics()),
          );
        }),
      );
    },
  };
}
