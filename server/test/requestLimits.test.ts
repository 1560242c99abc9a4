/**
 * What a request may be before and around its route's schema (server/src/requestLimits.ts,
 * textFields.ts, validation.ts): body limits per route, JSON that must be UTF-8, bodies too
 * busy to parse, text kept or refused, unknown query parameters, long path parameters and
 * refusals made before routing. Each case here was answered otherwise before (issue: inputs no
 * fuzzer tried).
 */
import { connect, type AddressInfo } from 'node:net';

import { MAX_INT } from '../src/schemas/common';
import { bannerCase } from './cases/bannerCase';
import { notificationCase } from './cases/notificationCase';
import { dataUrl, FIVE_MB, pngOfSize } from './support/images';
import { useSignedInApp } from './support/lifecycle';
import { registeredRoutes } from './support/routeTable';
import { ADMIN, badRequest, bearer } from './support/testApp';

const server = useSignedInApp();

const SIGN_IN = '/admin/admin-login';
const CREATE = '/admin/notification/create';

/** A raw body to a route, with the administrator's token. */
const send = (
  method: 'POST' | 'PUT',
  url: string,
  payload: string | Buffer,
  contentType = 'application/json',
) =>
  server.app.inject({
    method,
    url,
    headers: { ...bearer(server.token), 'content-type': contentType },
    payload,
  });

const signInBody = JSON.stringify({ email: ADMIN.email, password: ADMIN.password });

describe('body limits per route', () => {
  it('refuses a sign-in body over 8 KiB with 413', async () => {
    const password = 'x'.repeat(8 * 1024);
    const response = await send('POST', SIGN_IN, JSON.stringify({ email: ADMIN.email, password }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(badRequest('The request body is too large.'));
  });

  it('refuses a status body over 8 KiB with 413', async () => {
    const status = 'x'.repeat(8 * 1024);
    const response = await send('PUT', '/admin/notification/status/1', JSON.stringify({ status }));
    expect(response.statusCode).toBe(413);
  });

  it('takes two images of 5 MB each where a body carries images', async () => {
    const image = dataUrl('image/png', pngOfSize(FIVE_MB));
    const body = bannerCase.valid({ bannerImageDesktop: image, bannerImageMobile: image });
    const response = await send('POST', '/admin/banner/create', JSON.stringify(body));
    expect(response.statusCode).toBe(201);
  });

  it('refuses a body with images over 14.5 MiB with 413', async () => {
    const image = `data:image/png;base64,${'A'.repeat(14.5 * 1024 * 1024)}`;
    const response = await send('POST', CREATE, JSON.stringify(notificationCase.valid({ image })));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(badRequest('The request body is too large.'));
  });
});

describe('a large body must be mostly its images', () => {
  const big = 9 * 1024 * 1024;
  it.each([
    ['a list of numbers', `[${'0,'.repeat(big / 2)}0]`],
    ['many keys', `{${Array.from({ length: big / 12 }, (_, i) => `"k${i}":1`).join(',')}}`],
    ['deep nesting', `${'['.repeat(big / 2)}${']'.repeat(big / 2)}`],
    ['a list of objects', `[${'{},'.repeat(big / 3)}{}]`],
    ['a string of escapes', `{"title":"${'\\u00e9'.repeat(big / 6)}"}`],
  ])('refuses %s with 400 before parsing it', async (_label, body) => {
    const response = await send('POST', CREATE, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(badRequest('The request body holds too many values.'));
  });

  it('still takes a body whose text is mostly one long string', async () => {
    const description = 'x'.repeat(2000);
    const response = await send(
      'POST',
      CREATE,
      JSON.stringify(notificationCase.valid({ description })),
    );
    expect(response.statusCode).toBe(201);
  });
});

describe('deep bodies', () => {
  /** A body of `fields` with `name` nested `depth` lists deep: the deepest a body can get. */
  const withDeep = (fields: object, name: string, depth: number) =>
    JSON.stringify({ ...fields, [name]: 0 }).replace(
      `"${name}":0`,
      `"${name}":${'['.repeat(depth)}${']'.repeat(depth)}`,
    );
  const signIn = { email: ADMIN.email, password: ADMIN.password };

  // The search for NUL characters walked them before validation, and overflowed the stack: 500.
  it.each([
    ['the sign-in', SIGN_IN, withDeep(signIn, 'email', 4000), 'email must be a string.'],
    ['a field the route does not take', SIGN_IN, withDeep(signIn, 'x', 4000), 'x is not allowed.'],
    [
      'a create',
      CREATE,
      withDeep(notificationCase.valid(), 'title', 9_900),
      'title must be a string.',
    ],
  ])('%s answers 400 naming the field', async (_label, url, body, message) => {
    const response = await send('POST', url, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(badRequest(message));
  });
});

describe('text is kept or refused, never changed', () => {
  it('refuses a charset other than UTF-8 with 415', async () => {
    const latin1 = Buffer.from(JSON.stringify(notificationCase.valid({ title: 'café' })), 'latin1');
    const response = await send('POST', CREATE, latin1, 'application/json; charset=iso-8859-1');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual(
      badRequest('The request body must be UTF-8 (Content-Type: application/json; charset=utf-8).'),
    );
  });

  it('refuses bytes that are not UTF-8, where they were stored as U+FFFD', async () => {
    const latin1 = Buffer.from(JSON.stringify(notificationCase.valid({ title: 'café' })), 'latin1');
    const response = await send('POST', CREATE, latin1);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(badRequest('The request body is not valid UTF-8.'));
  });

  it('keeps text declared as UTF-8, and skips a byte order mark', async () => {
    const body = JSON.stringify(notificationCase.valid({ title: 'café ☕' }));
    const declared = await send('POST', CREATE, body, 'application/json; charset=UTF-8');
    expect(declared.statusCode).toBe(201);
    expect(declared.json<{ notification: { title: string } }>().notification.title).toBe('café ☕');
    const withMark = await send('POST', SIGN_IN, `\uFEFF${signInBody}`);
    expect(withMark.statusCode).toBe(200);
  });

  it('refuses a lone surrogate, where it was stored as U+FFFD', async () => {
    const body = JSON.stringify(notificationCase.valid({ title: 'a\ud800b' }));
    const response = await send('POST', CREATE, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(badRequest('title must not contain a lone surrogate.'));
  });

  it.each([
    ['zero-width spaces', '\u200b\u200b\u200b'],
    ['a byte order mark and a joiner', '\ufeff\u200d'],
    ['non-breaking and ideographic spaces', '\u00a0\u3000'],
    ['a Hangul filler', '\u3164'],
  ])('takes a title of %s for a blank one', async (_label, title) => {
    const response = await send('POST', CREATE, JSON.stringify(notificationCase.valid({ title })));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(badRequest('Title is required.'));
  });

  it('keeps a title with a zero-width joiner inside visible text', async () => {
    const title = 'family 👨\u200d👩\u200d👧';
    const response = await send('POST', CREATE, JSON.stringify(notificationCase.valid({ title })));
    expect(response.statusCode).toBe(201);
    expect(response.json<{ notification: { title: string } }>().notification.title).toBe(title);
  });
});

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
