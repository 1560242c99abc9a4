import { randomUUID } from 'node:crypto';

import type { FastifyInstance, HTTPMethods } from 'fastify';

import type { Db } from '../src/db/types';
import { createTestDb, DB_SETUP_TIMEOUT_MS } from './support/testDb';
import {
  ADMIN,
  bearer,
  buildTestApp,
  decodeJwt,
  login,
  seedAdmin,
  signJwt,
} from './support/testApp';

const AUTH_REQUIRED = { success: false, message: 'Authentication required. Please login again.' };
const INVALID_CREDENTIALS = { status: false, message: 'Invalid credentials.' };

let db: Db;
let app: FastifyInstance;

// One admin for the whole file: the tests add only revoked tokens, each with its own jti.
beforeAll(async () => {
  db = await createTestDb();
  await seedAdmin(db);
}, DB_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await db.close();
});

// A new app for each test: each starts with a fresh rate-limit count.
beforeEach(() => {
  app = buildTestApp(db);
});

afterEach(async () => {
  await app.close();
});

const profile = (headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/admin/profile', headers });

describe('POST /admin/admin-login', () => {
  it('answers a token that opens /admin/profile', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/admin/admin-login',
      payload: { email: ADMIN.email, password: ADMIN.password },
    });

    expect(response.statusCode).toBe(200);
    const body = response.json<{ status: boolean; token: string; message: string }>();
    expect(body).toEqual({ status: true, token: expect.any(String), message: 'Login successful.' });
    const claims = decodeJwt(body.token);
    expect(claims).toMatchObject({
      typ: 'admin',
      sub: expect.any(String),
      jti: expect.any(String),
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);

    const me = await profile(bearer(body.token));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ name: ADMIN.name, email: ADMIN.email, role: 'Super Admin' });
  });

  it('matches the e-mail address whatever its case', async () => {
    await expect(login(app, { ...ADMIN, email: 'ADMIN@Example.COM' })).resolves.toEqual(
      expect.any(String),
    );
  });

  it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
    for (const payload of [
      { email: ADMIN.email, password: 'not the password' },
      { email: 'nobody@example.com', password: ADMIN.password },
    ]) {
      const response = await app.inject({ method: 'POST', url: '/admin/admin-login', payload });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(INVALID_CREDENTIALS);
    }
  });

  it('answers 429 once an address has used up its attempts for the minute', async () => {
    const limited = buildTestApp(db, { loginRateLimit: 3 });
    const attempt = () =>
      limited.inject({
        method: 'POST',
        url: '/admin/admin-login',
        payload: { email: ADMIN.email, password: 'not the password' },
      });
    try {
      for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);

      const refused = await attempt();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        status: false,
        message: expect.stringMatching(
          /^Too many login attempts\. Please try again in \d+ seconds?\.$/,
        ),
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Only the login is limited.
      expect((await limited.inject({ method: 'POST', url: '/airlo/token' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('the admin guard', () => {
  it('stands in front of every /admin route but the login, including those added later', async () => {
    const guarded = buildTestApp(db);
    const routes: Array<{ method: HTTPMethods; url: string }> = [];
    guarded.addHook('onRoute', ({ method, url }) => {
      for (const one of [method].flat()) routes.push({ method: one, url });
    });
    try {
      await guarded.ready();
      const adminRoutes = routes.filter(
        ({ method, url }) =>
          url.startsWith('/admin/') && url !== '/admin/admin-login' && method !== 'HEAD',
      );
      for (const route of [
        { method: 'GET', url: '/admin/profile' },
        { method: 'GET', url: '/admin/all-users' },
        { method: 'GET', url: '/admin/orders/all' },
        { method: 'POST', url: '/admin/notification/create' },
        { method: 'PUT', url: '/admin/notification/status/:id' },
        { method: 'GET', url: '/admin/notification/list/paginated' },
        { method: 'DELETE', url: '/admin/banner/delete/:id' },
        { method: 'GET', url: '/admin/banner/:id' },
      ]) {
        expect(adminRoutes).toContainEqual(route);
      }

      for (const { method, url } of adminRoutes) {
        const response = await guarded.inject({
          method,
          url: url.replace(/:\w+/g, '1'),
        });
        expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 401 });
      }
    } finally {
      await guarded.close();
    }
  });

  it('answers the profile of the admin in the token', async () => {
    const response = await profile(bearer(await login(app)));
    expect(response.json()).toEqual({ name: ADMIN.name, email: ADMIN.email, role: 'Super Admin' });
  });

  it('refuses a request without a token', async () => {
    const response = await profile();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(AUTH_REQUIRED);
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });

  it('refuses a token that is not a JWT, or not presented as a Bearer token', async () => {
    const token = await login(app);
    for (const authorization of ['Bearer not-a-jwt', `Basic ${token}`, token]) {
      const response = await profile({ authorization });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(AUTH_REQUIRED);
    }
  });

  describe('refuses a token', () => {
    const now = () => Math.floor(Date.now() / 1000);
    const claims = () => ({
      typ: 'admin',
      sub: '1',
      jti: randomUUID(),
      iat: now(),
      exp: now() + 600,
    });

    it.each([
      [
        'signed with another secret',
        () => signJwt(claims(), 'another-secret-another-secret-another'),
      ],
      ['that has expired', () => signJwt({ ...claims(), iat: now() - 7200, exp: now() - 3600 })],
      ['whose admin no longer exists', () => signJwt({ ...claims(), sub: '999' })],
      ['of another type', () => signJwt({ ...claims(), typ: 'airlo' })],
      [
        'without a signature',
        () => signJwt(claims(), '', { alg: 'none', typ: 'JWT' }).replace(/[^.]+$/, ''),
      ],
    ])('%s', async (_label, makeToken) => {
      const response = await profile(bearer(makeToken()));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(AUTH_REQUIRED);
    });

    it('made for the public-facing service (airlo)', async () => {
      const airlo = await app.inject({ method: 'POST', url: '/airlo/token' });
      const { access_token } = airlo.json<{ data: { access_token: string } }>().data;

      const response = await profile(bearer(access_token));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(AUTH_REQUIRED);
    });
  });

  it('accepts a hand-made token with the right secret, so the refusals above are meaningful', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = signJwt({ typ: 'admin', sub: '1', jti: randomUUID(), iat: now, exp: now + 60 });
    expect((await profile(bearer(token))).statusCode).toBe(200);
  });
});

describe('POST /admin/logout', () => {
  it('revokes the token it was called with, and only that one', async () => {
    const token = await login(app);
    const other = await login(app);

    const response = await app.inject({
      method: 'POST',
      url: '/admin/logout',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Logged out.' });

    const after = await profile(bearer(token));
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(AUTH_REQUIRED);
    expect((await profile(bearer(other))).statusCode).toBe(200);
  });

  it('needs a valid token itself', async () => {
    const response = await app.inject({ method: 'POST', url: '/admin/logout' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(AUTH_REQUIRED);
  });
});

describe('POST /airlo/token', () => {
  it('answers a one-hour Bearer token without signing in', async () => {
    const response = await app.inject({ method: 'POST', url: '/airlo/token' });

    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: { access_token: string } }>();
    expect(data).toEqual({
      access_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 3600,
    });
    const claims = decodeJwt(data.access_token);
    expect(claims.typ).toBe('airlo');
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
  });
});
