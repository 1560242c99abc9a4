/**
 * The auth matrix (docs/security.md): every /admin route the app registers (read
 * from the app itself, so a route added later is in it) against every kind of bad credential.
 * Each answers 401 with the contract's message, and no row of the database changes. Then every
 * route against every role (support/roleMatrix.ts): each forbidden pair answers 403 with the
 * message naming what is not allowed, changing no row; each allowed pair passes the guard; and
 * the activity routes tell no role of what it may not read.
 */
import { randomUUID } from 'node:crypto';

import type { FastifyInstance, HTTPMethods, LightMyRequestResponse } from 'fastify';

import { hashPassword } from '../../src/auth/password';
import { MAX_INT } from '../../../contract/common';
import { insertAdmin } from '../../src/repositories/admins';
import { dbDigest } from '../support/dbDigest';
import { reportFigure } from '../support/figures';
import { useAppPerTest } from '../support/lifecycle';
import { refusalOf, signers, tokenOf, trailAsRead } from '../support/roleMatrix';
import { isGuarded, registeredRoutes } from '../support/routeTable';
import { bearer, failure, login, signJwt, TEST_JWT_SECRET } from '../support/testApp';

const AUTH_REQUIRED = failure({
  success: false,
  message: 'Authentication required. Please login again.',
});

const server = useAppPerTest();

interface Route {
  method: HTTPMethods;
  url: string;
}

/** Every guarded route of a fresh app: all of /admin but the sign-in. */
async function guardedRoutes(): Promise<Route[]> {
  return (await registeredRoutes(server.db))
    .filter(({ url }) => isGuarded(url))
    .map(({ method, url }) => ({ method, url }));
}

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const adminClaims = (sub: string) => ({ typ: 'admin', sub, jti: randomUUID(), exp: inAnHour() });

/** The Authorization headers to refuse, each made as an attacker or a stale tab would have it. */
async function badCredentials(
  app: FastifyInstance,
): Promise<Record<string, Record<string, string>>> {
  const valid = await login(app);
  const [, payload] = valid.split('.');
  const sub = String(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()).sub);

  const loggedOut = await login(app);
  const logout = await app.inject({
    method: 'POST',
    url: '/admin/logout',
    headers: bearer(loggedOut),
  });
  expect(logout.statusCode).toBe(200);

  await insertAdmin(server.db, {
    name: 'Gone Admin',
    email: 'gone@example.com',
    role: 'Admin',
    passwordHash: await hashPassword('a password of theirs'),
  });
  const ofDeleted = await login(app, {
    email: 'gone@example.com',
    password: 'a password of theirs',
  });
  await server.db.write('DELETE FROM admins WHERE email = $1', ['gone@example.com']);

  const airlo = await app.inject({ method: 'POST', url: '/airlo/token' });
  const airloToken = airlo.json<{ data: { access_token: string } }>().data.access_token;

  return {
    'no token': {},
    'a malformed header': { authorization: 'Bearer' },
    'another scheme': { authorization: `Basic ${Buffer.from('admin:secret').toString('base64')}` },
    'a token that is not a JWT': { authorization: 'Bearer not.a.jwt' },
    'a forged signature': bearer(signJwt(adminClaims(sub), `${TEST_JWT_SECRET}-but-not-quite`)),
    'alg: none': bearer(
      signJwt(adminClaims(sub), TEST_JWT_SECRET, { alg: 'none', typ: 'JWT' })
        .split('.')
        .slice(0, 2)
        .join('.') + '.',
    ),
    'an expired token': bearer(
      signJwt({ ...adminClaims(sub), exp: Math.floor(Date.now() / 1000) - 60 }),
    ),
    'the airlo service token': bearer(airloToken),
    'a token after logout': bearer(loggedOut),
    'the token of a deleted admin': bearer(ofDeleted),
  };
}

it('refuses every bad credential on every /admin route with 401, and changes nothing', async () => {
  const routes = await guardedRoutes();
  expect(routes.length).toBeGreaterThan(20);
  const credentials = await badCredentials(server.app);
  const before = await dbDigest(server.db, ['rate_limits']);

  const wrong: string[] = [];
  let requests = 0;
  for (const { method, url } of routes) {
    for (const [kind, headers] of Object.entries(credentials)) {
      const response = await server.app.inject({
        method,
        url: url.replace(/:\w+/g, '1'),
        headers: { ...headers, 'content-type': 'application/json' },
        ...(method !== 'GET' &&
          method !== 'DELETE' && { payload: { title: 'x', status: 'active' } }),
      });
      requests += 1;
      if (response.statusCode !== 401)
        wrong.push(`${method} ${url} with ${kind}: ${response.statusCode}`);
      else expect(response.json()).toEqual(AUTH_REQUIRED);
    }
  }

  expect(wrong).toEqual([]);
  expect(await dbDigest(server.db, ['rate_limits'])).toEqual(before);
  reportFigure(
    `auth matrix: ${routes.length} routes × ${Object.keys(credentials).length} credentials = ${requests} requests, all 401, 0 rows changed`,
  );
});

/**
 * The status and body of an answer; of a stream of events, which would go on for as long as the
 * session stands, only the status.
 */
async function answerOf(answer: Promise<LightMyRequestResponse>) {
  const response = await answer;
  const body = response.stream();
  if (String(response.headers['content-type']).startsWith('text/event-stream')) {
    body.destroy();
    return { statusCode: response.statusCode, body: '' };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return { statusCode: response.statusCode, body: Buffer.concat(chunks).toString() };
}

/** A body each write may take: an account for the accounts' routes, an item for the others. */
const bodyOf = (method: string, url: string) =>
  method === 'GET' || method === 'DELETE'
    ? {}
    : {
        payload: url.startsWith('/admin/admins')
          ? { name: 'Intruder', email: 'intruder@example.com', role: 'Super Admin' }
          : { title: 'x', status: 'active' },
      };

it('refuses each role what it may not do with 403 and its message, changing nothing', async () => {
  const routes = await guardedRoutes();
  const who = await signers(server.app);
  const pairs = who.flatMap((signer) => routes.map((route) => ({ signer, ...route })));
  const forbidden = pairs.filter(({ signer, method, url }) => refusalOf(signer, method, url));
  const before = await dbDigest(server.db, ['rate_limits']);

  const wrong: string[] = [];
  const ask = ({ signer, method, url }: (typeof pairs)[number]) =>
    answerOf(
      server.app.inject({
        method,
        // No row has this id: an allowed request that names one changes no signer's account.
        url: url.replace(/:\w+/g, String(MAX_INT)),
        headers: { ...bearer(tokenOf(signer)), 'content-type': 'application/json' },
        ...bodyOf(method, url),
        payloadAsStream: true,
      }),
    );
  for (const pair of forbidden) {
    const response = await ask(pair);
    const message = refusalOf(pair.signer, pair.method, pair.url);
    if (response.statusCode !== 403 || JSON.parse(response.body).message !== message)
      wrong.push(`${pair.signer.name}: ${pair.method} ${pair.url}: ${response.body}`);
  }
  expect(wrong).toEqual([]);
  expect(await dbDigest(server.db, ['rate_limits'])).toEqual(before);

  for (const pair of pairs.filter((one) => !forbidden.includes(one))) {
    const { statusCode } = await ask(pair);
    if (statusCode === 401 || statusCode === 403)
      wrong.push(`${pair.signer.name}: ${pair.method} ${pair.url}: ${statusCode}`);
  }
  expect(wrong).toEqual([]);

  const trail = await trailAsRead(server.app, who);
  expect(trail.hidden).toBeGreaterThan(0);
  expect(trail.wrong).toEqual([]);
  reportFigure(
    `role matrix: ${routes.length} routes × ${who.length} signed-in admins = ${pairs.length} requests, ${forbidden.length} refused with 403 and 0 rows changed, the rest past the guard`,
  );
});
