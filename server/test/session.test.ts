/** The admin guard in front of the /admin routes, the profile, and signing out. */
import { randomUUID } from 'node:crypto';

import { useAppPerTest } from './support/lifecycle';
import { isGuarded, registeredRoutes } from './support/routeTable';
import { ADMIN, bearer, failure, login, profileOf, signJwt, withTestApp } from './support/testApp';

const AUTH_REQUIRED = failure({
  success: false,
  message: 'Authentication required. Please login again.',
});

// One admin for the whole file: the tests add only revoked tokens, each with its own jti.
const server = useAppPerTest();

const profile = (headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url: '/admin/profile', headers });

describe('the admin guard', () => {
  it('stands in front of every /admin route but the login, including those added later', async () => {
    const adminRoutes = (await registeredRoutes(server.db))
      .filter(({ url }) => isGuarded(url))
      .map(({ method, url }) => ({ method, url }));
    await withTestApp(server.db, {}, async (guarded) => {
      for (const route of [
        'GET /admin/profile',
        'GET /admin/all-users',
        'GET /admin/orders/all',
        'POST /admin/notification/create',
        'PUT /admin/notification/status/:id',
        'GET /admin/notification/list/paginated',
        'DELETE /admin/banner/delete/:id',
        'GET /admin/banner/:id',
      ]) {
        const [method, url] = route.split(' ');
        expect(adminRoutes).toContainEqual({ method, url });
      }

      for (const { method, url } of adminRoutes) {
        const response = await guarded.inject({
          method,
          url: url.replace(/:\w+/g, '1'),
        });
        expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 401 });
      }
    });
  });

  it('answers the profile of the admin in the token', async () => {
    const response = await profile(bearer(await login(server.app)));
    expect(response.json()).toEqual(profileOf(expect.any(Number), ADMIN));
  });

  it('refuses a request without a token', async () => {
    const response = await profile();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(AUTH_REQUIRED);
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });

  it('refuses a token that is not a JWT, or not presented as a Bearer token', async () => {
    const token = await login(server.app);
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
      const airlo = await server.app.inject({ method: 'POST', url: '/airlo/token' });
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
    const token = await login(server.app);
    const other = await login(server.app);

    const response = await server.app.inject({
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
    const response = await server.app.inject({ method: 'POST', url: '/admin/logout' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(AUTH_REQUIRED);
  });
});
