/**
 * The contract's edges (server/src/http/validation.ts, requestLimits.ts): unknown query parameters
 * refused as unknown body fields are, whole numbers bounded to PostgreSQL's, a long path
 * parameter 414 on every method, and the refusals made before routing in the API's shape.
 * Each was answered otherwise before (issue: inputs no fuzzer tried).
 */
import { connect, type AddressInfo } from 'node:net';

import { MAX_INT } from '../../contract/common';
import { useSignedInApp } from './support/lifecycle';
import { registeredRoutes } from './support/routeTable';
import { badRequest } from './support/testApp';

const server = useSignedInApp();

describe('query parameters', () => {
  it.each([
    ['/admin/notification/list/paginated?pageSize=5', 'pageSize is not allowed.'],
    ['/admin/orders.csv?page=2', 'page is not allowed.'],
    ['/admin/orders?limit=5', 'limit is not allowed.'],
    ['/admin/notification/all?q=x', 'q is not allowed.'],
    ['/admin/profile?debug=1', 'debug is not allowed.'],
  ])('refuses an unknown one with 400 naming it: %s', async (url, message) => {
    const response = await server.call('GET', url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(badRequest(message));
  });

  it('refuses a whole number past 32 bits, which PostgreSQL refused with a 500', async () => {
    const response = await server.call('GET', `/admin/activity?adminId=${MAX_INT + 1}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(badRequest(`adminId must be at most ${MAX_INT}.`));
  });

  it('bounds every whole number of every route to what PostgreSQL takes', async () => {
    const unbounded: string[] = [];
    for (const { method, url, schema } of await registeredRoutes(server.db)) {
      for (const part of ['querystring', 'params', 'body'] as const) {
        const properties = (
          schema?.[part] as { properties?: Record<string, { type?: string; maximum?: number }> }
        )?.properties;
        for (const [name, field] of Object.entries(properties ?? {})) {
          if (
            field.type === 'integer' &&
            !(field.maximum !== undefined && field.maximum <= MAX_INT)
          ) {
            unbounded.push(`${method} ${url} ${part}.${name}`);
          }
        }
      }
    }
    expect(unbounded).toEqual([]);
  });
});

describe('path parameters over 100 characters', () => {
  const long = 'x'.repeat(101);
  it.each([
    ['GET', `/admin/notification/${long}`],
    ['GET', `/admin/orders/${long}`],
    ['GET', `/admin/banner/${long}`],
    ['DELETE', `/admin/notification/delete/${long}`],
    ['PUT', `/admin/banner/status/${long}`],
  ] as const)('%s %s answers 414', async (method, url) => {
    const response = await server.call(method, url);
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual(badRequest('The path is too long.'));
  });

  it('leaves a long address of the web app to the web app', async () => {
    const response = await server.app.inject({ method: 'GET', url: `/admin-dashboard/${long}` });
    expect(response.statusCode).not.toBe(414);
  });
});

describe('refusals made before routing', () => {
  let port = 0;
  beforeAll(async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as AddressInfo).port;
  });

  /** What the server writes back to raw bytes sent on a socket of its own. */
  function rawExchange(text: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(text));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });
  }

  const bodyOf = (answer: string) =>
    JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;

  it.each([
    [
      'headers over the limit',
      `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
      'The request headers are too large.',
    ],
    ['a request that is not HTTP', 'HELLO\r\n\r\n', 400, 'The request is not valid HTTP.'],
  ])("answers %s in the API's shape, with a request id", async (_label, text, status, message) => {
    const answer = await rawExchange(text);
    expect(answer.startsWith(`HTTP/1.1 ${status} `)).toBe(true);
    const body = bodyOf(answer);
    expect(body).toEqual(badRequest(message));
    expect(answer).toContain(`x-request-id: ${(body as { requestId: string }).requestId}`);
  });
});
