/**
 * The routes an app registers, read from the app itself (Fastify's onRoute hook), so that tests
 * over every route (the guard, the auth matrix, the fuzzer, the OpenAPI document) also cover a
 * route added later without being listed.
 */
import type { FastifySchema, HTTPMethods } from 'fastify';

import type { AppConfig } from '../../src/app';
import type { Db } from '../../src/db/types';
import { buildTestApp } from './testApp';

export interface RegisteredRoute {
  method: HTTPMethods;
  url: string;
  schema?: FastifySchema;
  /** The most bytes of body it reads. */
  bodyLimit: number;
  /** Whether its attempts are counted by a rate limit of its own (auth/attemptLimits.ts). */
  limited: boolean;
}

/** The sign-in's steps: the password, and the code after it; or a passkey, its options first. */
const SIGN_IN = [
  '/admin/admin-login',
  '/admin/admin-login/second-factor',
  '/admin/admin-login/passkey/options',
  '/admin/admin-login/passkey',
];

/** Whether a route needs an administrator's token: all of /admin but the sign-in. */
export const isGuarded = (url: string) => url.startsWith('/admin/') && !SIGN_IN.includes(url);

/** Every route of an app built on `db`, one per method; the HEAD routes Fastify adds left out. */
export async function registeredRoutes(
  db: Db,
  overrides: Partial<AppConfig> = {},
): Promise<RegisteredRoute[]> {
  const app = buildTestApp(db, overrides);
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', ({ method, url, schema, bodyLimit, config }) => {
    for (const one of [method].flat()) {
      if (one !== 'HEAD') {
        routes.push({
          method: one,
          url,
          schema,
          bodyLimit: bodyLimit ?? app.initialConfig.bodyLimit ?? 0,
          limited: Boolean((config as { rateLimit?: unknown } | undefined)?.rateLimit),
        });
      }
    }
  });
  await app.ready();
  await app.close();
  return routes;
}
