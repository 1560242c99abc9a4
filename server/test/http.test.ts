import type { InjectOptions } from 'fastify';

import type { Db } from '../src/db/types';
import { useAppPerTest } from './support/lifecycle';
import { ADMIN, badRequest, failure, withTestApp } from './support/testApp';

const server = useAppPerTest();

const login = (options: Omit<InjectOptions, 'method' | 'url'>) =>
  server.app.inject({ method: 'POST', url: '/admin/admin-login', ...options });

describe('a body that fails its schema', () => {
  it.each([
    ['a missing field', { password: ADMIN.password }, 'email is required.', 'email'],
    [
      'a field of the wrong type',
      { email: ADMIN.email, password: 12345678 },
      'password must be a string.',
      'password',
    ],
    [
      'a field that is not an e-mail',
      { email: 'admin', password: ADMIN.password },
      'email must be a valid email address.',
      'email',
    ],
    [
      'an empty field',
      { email: ADMIN.email, password: '' },
      'password must not be empty.',
      'password',
    ],
    ['a field the route does not take', { ...ADMIN }, 'name is not allowed.', undefined],
    // Found by the fuzzer: this was "[0] is not allowed.", as if the body were a list.
    [
      'a field named with digits',
      { ...ADMIN, name: undefined, 0: 1 },
      '0 is not allowed.',
      undefined,
    ],
    [
      'a field with an empty name',
      { ...ADMIN, name: undefined, '': 1 },
      'The request body has a property with an empty name, which is not allowed.',
      undefined,
    ],
    ['no object at all', ['admin@example.com'], 'The request body must be an object.', undefined],
    // PostgreSQL's text cannot hold it: this was a 500 until the fuzzer sent it.
    [
      'a NUL character in a field',
      { email: ADMIN.email, password: 'a\u0000b' },
      'password must not contain a NUL character.',
      'password',
    ],
  ] as [string, unknown, string, string | undefined][])(
    // A property the body may not have, or no object at all, is no field of the form (every
    // row has four values: a test function with more parameters than its row waits for `done`).
    'answers 400 naming the field: %s',
    async (_label, payload, message, field) => {
      const response = await login({ payload: payload as object });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(badRequest(message, field));
    },
  );

  it('answers 400 for malformed JSON', async () => {
    const response = await login({
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "admin@example.com", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(badRequest('The request body is not valid JSON.'));
  });

  it('answers 400 for an empty JSON body where one is needed', async () => {
    const response = await login({ headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(badRequest('The request body must be an object.'));
  });

  it('answers 415 for a body that is not JSON', async () => {
    const response = await login({
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual(
      badRequest('The request body must be JSON (Content-Type: application/json).'),
    );
  });

  it('answers 413 for a body over the limit of its route (8 KiB on the sign-in)', async () => {
    const password = 'x'.repeat(8 * 1024);
    const response = await login({ payload: { email: ADMIN.email, password } });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(badRequest('The request body is too large.'));
  });
});

it('takes a bodiless POST sent with a JSON content type as having no body', async () => {
  const response = await server.app.inject({
    method: 'POST',
    url: '/airlo/token',
    headers: { 'content-type': 'application/json' },
  });
  expect(response.statusCode).toBe(200);
});

describe('an API path that matches no route', () => {
  it.each([
    ['GET', '/admin/nope'],
    ['GET', '/admin/admin-login'],
    ['DELETE', '/admin/profile'],
    ['POST', '/airlo/nope'],
    ['PUT', '/somewhere'],
  ] as const)('%s %s answers a JSON 404', async (method, url) => {
    const response = await server.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual(failure({ success: false, message: 'Not found.' }));
  });
});

describe('a path the router cannot read', () => {
  // Both were answered in Fastify's own shape, without the contract's fields, until the
  // fuzzer sent them.
  it.each([
    [
      'longer than a parameter may be',
      `/admin/notification/delete/${'9'.repeat(101)}`,
      414,
      'The path is too long.',
    ],
    [
      'with a broken escape',
      '/admin/notification/delete/%E0%A4%A',
      400,
      'The path is not a valid URL.',
    ],
  ] as const)("%s answers in the contract's shape", async (_label, url, status, message) => {
    const response = await server.app.inject({ method: 'DELETE', url });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(badRequest(message));
  });
});

it('answers an unexpected failure with a 500 and a message, never the error itself', async () => {
  const failing: Db = {
    ...server.db,
    query: () => Promise.reject(new Error('connection to db lost')),
  };
  await withTestApp(failing, {}, async (broken) => {
    const response = await broken.inject({
      method: 'POST',
      url: '/admin/admin-login',
      payload: { email: ADMIN.email, password: ADMIN.password },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual(
      failure({ success: false, status: false, message: 'Internal server error.' }),
    );
  });
});
