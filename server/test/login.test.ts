/** Signing in (and its rate limit), and the public-facing service's token. */
import type { FastifyInstance } from 'fastify';

import { useAppPerTest } from './support/lifecycle';
import {
  ADMIN,
  bearer,
  buildTestApp,
  decodeJwt,
  failure,
  login,
  profileOf,
  withTestApp,
} from './support/testApp';

const INVALID_CREDENTIALS = failure({ status: false, message: 'Invalid credentials.' });

// A new app for each test: each starts with no attempts counted.
const server = useAppPerTest();

const failedLogin = (app: FastifyInstance) =>
  app.inject({
    method: 'POST',
    url: '/admin/admin-login',
    payload: { email: ADMIN.email, password: 'not the password' },
  });

describe('POST /admin/admin-login', () => {
  it('answers a token that opens /admin/profile', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/admin/admin-login',
      payload: { email: ADMIN.email, password: ADMIN.password },
    });

    expect(response.statusCode).toBe(200);
    const body = response.json<{ status: boolean; token: string; message: string }>();
    expect(body).toEqual({
      status: true,
      token: expect.any(String),
      message: 'Login successful.',
      mustSetPassword: false,
      mustSetUpTwoFactor: false,
    });
    const claims = decodeJwt(body.token);
    expect(claims).toMatchObject({
      typ: 'admin',
      sub: expect.any(String),
      jti: expect.any(String),
      // The database's moment of the sign-in, in microseconds, within the token's second.
      at: expect.any(Number),
    });
    expect(Math.floor(Number(claims.at) / 1_000_000)).toBeGreaterThanOrEqual(
      Number(claims.iat) - 1,
    );
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);

    const me = await server.app.inject({
      method: 'GET',
      url: '/admin/profile',
      headers: bearer(body.token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(profileOf(Number(claims.sub), ADMIN));
  });

  it('matches the e-mail address whatever its case', async () => {
    await expect(login(server.app, { ...ADMIN, email: 'ADMIN@Example.COM' })).resolves.toEqual(
      expect.any(String),
    );
  });

  it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
    for (const payload of [
      { email: ADMIN.email, password: 'not the password' },
      { email: 'nobody@example.com', password: ADMIN.password },
    ]) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/admin/admin-login',
        payload,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(INVALID_CREDENTIALS);
    }
  });

  it('answers 429 once an address has used up its attempts for the minute', async () => {
    await withTestApp(server.db, { loginRateLimit: 3 }, async (limited) => {
      const attempt = () => failedLogin(limited);
      for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);

      const refused = await attempt();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(
        failure({
          status: false,
          message: expect.stringMatching(
            /^Too many login attempts\. Please try again in \d+ seconds?\.$/,
          ),
        }),
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Only the login is limited.
      expect((await limited.inject({ method: 'POST', url: '/airlo/token' })).statusCode).toBe(200);
    });
  });
});

describe('the login rate limit', () => {
  let apps: FastifyInstance[] = [];
  const limitedApp = (trustProxy: string[] = []) => {
    const app = buildTestApp(server.db, { loginRateLimit: 2, trustProxy });
    apps.push(app);
    return app;
  };
  const failedLoginFrom = (app: FastifyInstance, forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/admin/admin-login',
      payload: { email: ADMIN.email, password: 'not the password' },
      headers: { 'x-forwarded-for': forwardedFor },
    });

  afterEach(async () => {
    for (const app of apps) await app.close();
    apps = [];
  });

  it('counts in the database: two servers on it share one count', async () => {
    const [one, other] = [limitedApp(), limitedApp()];
    expect((await failedLogin(one)).statusCode).toBe(401);
    expect((await failedLogin(other)).statusCode).toBe(401);
    expect((await failedLogin(one)).statusCode).toBe(429);
    expect((await failedLogin(other)).statusCode).toBe(429);
  });

  it('counts by the address a trusted proxy saw (TRUST_PROXY), and ignores the header without', async () => {
    // The requests come from 127.0.0.1 (app.inject), here the proxy's address. What a client
    // wrote in X-Forwarded-For comes first; the proxy appends the address it saw.
    const behindProxy = limitedApp(['127.0.0.1']);
    for (const forged of ['1.1.1.1', '2.2.2.2']) {
      expect((await failedLoginFrom(behindProxy, `${forged}, 10.0.0.7`)).statusCode).toBe(401);
    }
    expect((await failedLoginFrom(behindProxy, '3.3.3.3, 10.0.0.7')).statusCode).toBe(429);
    expect((await failedLoginFrom(behindProxy, '10.0.0.8')).statusCode).toBe(401);

    const direct = limitedApp();
    for (const forwardedFor of ['10.0.0.8', '10.0.0.9']) {
      expect((await failedLoginFrom(direct, forwardedFor)).statusCode).toBe(401);
    }
    expect((await failedLoginFrom(direct, '10.0.0.10')).statusCode).toBe(429);
  });

  it('opens a new window once the last has ended', async () => {
    const app = limitedApp();
    for (let i = 0; i < 2; i += 1) await failedLogin(app);
    expect((await failedLogin(app)).statusCode).toBe(429);

    await server.db.exec(`UPDATE rate_limits SET window_ends = now() - interval '1 second'`);
    expect((await failedLogin(app)).statusCode).toBe(401);
    const [row] = await server.db.query<{ hits: number }>('SELECT hits FROM rate_limits');
    expect(row?.hits).toBe(1);
  });
});

describe('POST /airlo/token', () => {
  it('answers a one-hour Bearer token without signing in', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/airlo/token' });

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
