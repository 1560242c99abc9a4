/** GET /metrics: Prometheus metrics with METRICS=on, a JSON 404 without. */
import type { FastifyInstance } from 'fastify';

import { statementOf, timedDb } from '../src/db/timed';
import { useAppPerTest } from './support/lifecycle';
import { bearer, failure, login, withTestApp } from './support/testApp';

const server = useAppPerTest();

const withMetrics = (use: (app: FastifyInstance) => Promise<void>) =>
  withTestApp(server.db, { metrics: true }, use);

/** The value of one series in a Prometheus text answer; undefined when it is not there. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

it('answers a JSON 404 without METRICS=on', async () => {
  const response = await server.app.inject({ method: 'GET', url: '/metrics' });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual(failure({ success: false, message: 'Not found.' }));
});

it('counts and times requests by route pattern, method and status, never by URL', async () => {
  await withMetrics(async (app) => {
    const token = await login(app);
    for (const id of [1, 2, 3]) {
      await app.inject({ method: 'GET', url: `/admin/banner/${id}`, headers: bearer(token) });
    }
    await app.inject({ method: 'GET', url: '/admin/banner/4' });
    await app.inject({ method: 'GET', url: '/admin/nope?x=1' });

    const response = await app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = response.body;

    const banner = 'method="GET",route="/admin/banner/:id"';
    expect(valueOf(text, `http_requests_total{${banner},status_code="404"}`)).toBe(3);
    expect(valueOf(text, `http_requests_total{${banner},status_code="401"}`)).toBe(1);
    expect(
      valueOf(
        text,
        'http_requests_total{method="POST",route="/admin/admin-login",status_code="200"}',
      ),
    ).toBe(1);
    expect(
      valueOf(text, 'http_requests_total{method="GET",route="unmatched",status_code="404"}'),
    ).toBe(1);
    expect(valueOf(text, `http_request_duration_seconds_count{${banner},status_code="404"}`)).toBe(
      3,
    );
    expect(
      valueOf(text, `http_request_duration_seconds_bucket{le="+Inf",${banner},status_code="404"}`),
    ).toBe(3);
    // No URL became a label.
    expect(text).not.toMatch(/route="\/admin\/banner\/\d/);
    expect(text).not.toContain('/admin/nope');
  });
});

it("times the database's statements by kind, and reports the process", async () => {
  await withMetrics(async (app) => {
    await app.inject({ method: 'GET', url: '/readyz' });
    const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;

    expect(valueOf(text, 'db_query_duration_seconds_count{statement="select",outcome="ok"}')).toBe(
      1,
    );
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(text).toMatch(new RegExp(`^${name} `, 'm'));
    }
  });
});

it('wraps every statement, in and out of transactions, failed ones too', async () => {
  const seen: string[] = [];
  const db = timedDb(server.db, (statement, seconds, failed) => {
    expect(seconds).toBeGreaterThanOrEqual(0);
    seen.push(`${statement}${failed ? ' failed' : ''}`);
  });
  await db.query('SELECT 1');
  await db.transaction(async (tx) => {
    await tx.query('  update admins SET name = name WHERE false');
    await tx.exec('SELECT 1; SELECT 2');
  });
  await expect(db.query('SELECT * FROM no_such_table')).rejects.toThrow();
  expect(seen).toEqual(['select', 'update', 'select', 'transaction', 'select failed']);

  expect(statementOf('WITH x AS (SELECT 1) SELECT * FROM x')).toBe('with');
  expect(statementOf('INSERT INTO media VALUES ($1)')).toBe('insert');
  expect(statementOf('SELECT pg_advisory_xact_lock($1)')).toBe('select');
  expect(statementOf('-- a comment\nSELECT 1')).toBe('other');
  expect(statementOf('VACUUM')).toBe('other');
});
