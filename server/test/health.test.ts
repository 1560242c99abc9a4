/** GET /healthz and /readyz: open to anyone, cheap, and /readyz only while the database answers. */
import type { FastifyInstance } from 'fastify';

import type { Db } from '../src/db/types';
import { useAppPerTest } from './support/lifecycle';
import { answer, failure, withTestApp } from './support/testApp';

const server = useAppPerTest();

const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });

/** The test database, but its queries do as `query` says, and are counted. */
function databaseThat(query: () => Promise<never>) {
  const calls = { count: 0 };
  const db: Db = {
    ...server.db,
    query: () => {
      calls.count += 1;
      return query();
    },
  };
  return { db, calls };
}

it('answers both without a token while the database answers', async () => {
  for (const url of ['/healthz', '/readyz']) {
    const response = await get(server.app, url);
    expect({ url, ...answer(response) }).toEqual({
      url,
      status: 200,
      body: { status: 'ok' },
    });
    expect(response.headers).not.toHaveProperty('x-ratelimit-limit');
  }
});

it('keeps /healthz at 200 without touching a database that is down', async () => {
  const { db, calls } = databaseThat(() => Promise.reject(new Error('connection refused')));
  await withTestApp(db, {}, async (app) => {
    const response = await get(app, '/healthz');
    expect(response.statusCode).toBe(200);
    expect(calls.count).toBe(0);
  });
});

it('answers /readyz 503 when the database fails, without its error', async () => {
  const { db } = databaseThat(() => Promise.reject(new Error('password authentication failed')));
  await withTestApp(db, {}, async (app) => {
    const response = await get(app, '/readyz');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(
      failure({ success: false, message: 'The database could not be reached.' }),
    );
  });
});

it('answers /readyz 503 after a second when the database does not answer', async () => {
  const { db } = databaseThat(() => new Promise<never>(() => undefined));
  await withTestApp(db, {}, async (app) => {
    const started = Date.now();
    // A database that never answers: without the time limit this would wait for good.
    const response = await get(app, '/readyz');
    expect(Date.now() - started).toBeGreaterThanOrEqual(990);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(
      failure({ success: false, message: 'The database did not answer within a second.' }),
    );
  });
});
