/** Request ids: in the X-Request-Id answer header, in every error body, in every log line. */
import type { Db } from '../src/db/types';
import { buildApp } from '../src/app';
import { useAppPerTest } from './support/lifecycle';
import { ADMIN, GENERATED_REQUEST_ID, testConfig } from './support/testApp';

const server = useAppPerTest();

const profile = (headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url: '/admin/profile', headers });

it('generates an id for each request, sent back on every answer and in every error body', async () => {
  const refused = await profile();
  const id = String(refused.headers['x-request-id']);
  expect(id).toMatch(GENERATED_REQUEST_ID);
  expect(refused.statusCode).toBe(401);
  expect(refused.json()).toEqual({
    success: false,
    message: 'Authentication required. Please login again.',
    requestId: id,
  });

  const again = await profile();
  expect(again.headers['x-request-id']).not.toBe(id);

  const token = await server.app.inject({ method: 'POST', url: '/airlo/token' });
  expect(token.statusCode).toBe(200);
  expect(token.headers['x-request-id']).toMatch(GENERATED_REQUEST_ID);
  expect(token.json()).not.toHaveProperty('requestId');

  const unknown = await server.app.inject({ method: 'GET', url: '/admin/nope' });
  expect(unknown.json()).toEqual({
    success: false,
    message: 'Not found.',
    requestId: unknown.headers['x-request-id'],
  });
});

it.each([
  'c0ffee00-1234-4abc-8def-0123456789ab',
  '01HZX3J5Q8W9E7R6T5Y4U3I2O1',
  'lb.edge-7:42_a',
  'x'.repeat(128),
])('keeps a sane X-Request-Id from the caller: %s', async (given) => {
  const response = await profile({ 'x-request-id': given });
  expect(response.headers['x-request-id']).toBe(given);
  expect(response.json()).toMatchObject({ requestId: given });
});

it.each([
  ['too long', 'x'.repeat(129)],
  ['empty', ''],
  ['with spaces', 'a b'],
  ['two ids joined', 'abc, def'],
  ['with markup', '<script>'],
  ['with a quote', 'id"} {"forged'],
  ['not ASCII', 'idé'],
])('replaces an X-Request-Id (%s) with its own', async (_label, given) => {
  const response = await profile({ 'x-request-id': given });
  expect(response.headers['x-request-id']).toMatch(GENERATED_REQUEST_ID);
  expect(response.json()).toMatchObject({ requestId: response.headers['x-request-id'] });
});

it("writes the id on every log line of the request, so an error body's id finds its cause", async () => {
  const lines: Array<Record<string, unknown>> = [];
  const failing: Db = {
    ...server.db,
    query: () => Promise.reject(new Error('connection to db lost')),
  };
  const logged = buildApp({
    db: failing,
    config: testConfig({ logLevel: 'info' }),
    logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  try {
    const response = await logged.inject({
      method: 'POST',
      url: '/admin/admin-login',
      payload: { email: ADMIN.email, password: ADMIN.password },
      headers: { 'x-request-id': 'report-42' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ requestId: 'report-42' });

    const ofRequest = lines.filter((line) => line.reqId === 'report-42');
    expect(ofRequest.map((line) => line.msg)).toEqual([
      'incoming request',
      'request failed',
      'request completed',
    ]);
    expect(ofRequest[1]).toMatchObject({ err: { message: 'connection to db lost' } });
    // Nothing of this request was logged without its id.
    expect(lines.filter((line) => JSON.stringify(line).includes('connection to db lost'))).toEqual([
      ofRequest[1],
    ]);
  } finally {
    await logged.close();
  }
});
