/**
 * The HTTP application, without a socket: main.ts listens with it, tests call app.inject().
 */
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyJwt from '@fastify/jwt';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';

import { adminGuard } from './auth/guard';
import { assignPermission, enforcePermission } from './auth/permissions';
import { databaseRateLimitStore } from './auth/rateLimitStore';
import { ReadCache } from './cache/readCache';
import type { Config } from './config';
import type { Db } from './db/types';
import { drainOnClose } from './http/drain';
import { errorHandler, frameworkErrors } from './http/errors';
import { createMetrics } from './http/metrics';
import { declareErrorReplies, documentApi, requiresAdminToken } from './http/openapi';
import { echoRequestIds, requestIdOf } from './http/requestIds';
import {
  clientErrorHandler,
  parseJsonBodies,
  refuseLongPathParameters,
  SMALL_BODY_LIMIT,
} from './http/requestLimits';
import { adminRoutes, publicRoutes } from './routes';
import { pluginNamed } from './http/pluginNames';
import { spa } from './http/spa';
import { normaliseTextFields } from './http/normalForms';
import { refuseBrokenText } from './http/textFields';
import { refuseUnknownQueryParameters, validatorCompiler } from './http/validation';
import { schemaErrorFormatter } from './http/validationMessages';
import { InvoicePdfs } from './pdf/invoicePdfs';

/** What the application needs of the configuration, with the JWT secret resolved. */
export type AppConfig = Pick<
  Config,
  'staticDir' | 'tokenTtlSeconds' | 'loginRateLimit' | 'logLevel' | 'metrics' | 'trustProxy'
> & {
  jwtSecret: string;
  /** SHOP_TIME_ZONE; left out (the tests' configs), config.ts's default. */
  shopTimeZone?: string;
  /** PUBLIC_ORIGIN; left out, passkeys belong to localhost (auth/passkeys.ts). */
  publicOrigin?: string;
  /** PORT, for the origin of passkeys on localhost until the server listens. */
  port?: number;
  /** How many invoice PDFs may be drawn or wait to be at once (pdf/invoicePdfs.ts); tests set it. */
  pdfQueue?: number;
  /**
   * Whether the OpenAPI document is made as the app starts (the default, docs/security.md) or
   * at the first request for it: the tests that never read it spare that second of CPU an app.
   */
  openApiAtStart?: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
    /** What the app keeps of its reads; made here, so two apps never share one. */
    cache: ReadCache;
    /** The invoices' PDFs, drawn on a thread of their own and kept; closed with the app. */
    invoicePdfs: InvoicePdfs;
  }
}

export interface BuildAppOptions {
  db: Db;
  config: AppConfig;
  /** False in tests; otherwise pino's JSON lines on stderr, beside main's plain ones on stdout. */
  logger?: boolean;
  /** Where those lines go instead of stderr (a test reading them). */
  logStream?: { write(line: string): void };
}

export function buildApp({
  db: database,
  config,
  logger = true,
  logStream = process.stderr,
}: BuildAppOptions): FastifyInstance {
  const app = Fastify({
    logger: logger && { level: config.logLevel, stream: logStream },
    // The routes that carry images raise it for themselves (requestLimits.ts).
    bodyLimit: SMALL_BODY_LIMIT,
    schemaErrorFormatter,
    frameworkErrors,
    clientErrorHandler,
    // refuseLongPathParameters holds every route to the documented length, the router none.
    routerOptions: { maxParamLength: 16 * 1024 },
    // The id is chosen by requestIdOf, which reads X-Request-Id itself to check it first.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // drainOnClose answers the requests that arrive while closing, with the API's error body.
    return503OnClosing: false,
    // Behind the TRUST_PROXY proxies, request.ip (the login rate limit's key) is the client's.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setErrorHandler(errorHandler);
  echoRequestIds(app);
  drainOnClose(app);
  parseJsonBodies(app);
  refuseLongPathParameters(app);
  refuseUnknownQueryParameters(app);
  refuseBrokenText(app);
  normaliseTextFields(app);
  const metrics = config.metrics ? createMetrics() : undefined;
  // With metrics on, every statement the app runs is timed.
  const db = metrics ? metrics.timed(database) : database;
  app.decorate('db', db);
  app.decorate('config', config);
  const cache = new ReadCache(db);
  app.decorate('cache', cache);
  app.addHook('onClose', async () => cache.close());
  const invoicePdfs = new InvoicePdfs(config.pdfQueue);
  app.decorate('invoicePdfs', invoicePdfs);
  app.addHook('onClose', () => invoicePdfs.close());
  declareErrorReplies(app);
  documentApi(app, config.openApiAtStart ?? true);
  metrics?.instrument(app);

  app.register(helmet, {
    contentSecurityPolicy: {
      // helmet's defaults add upgrade-insecure-requests, which breaks plain http on 127.0.0.1.
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The web app reads its run-time settings from /config.js, a file, never inline.
        scriptSrc: ["'self'"],
        // MUI (emotion) injects <style> elements.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // data: and blob: for image previews and uploaded images shown before saving.
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    // The same rule as frame-ancestors, for browsers that predate CSP.
    frameguard: { action: 'deny' },
  });
  app.register(compress, { threshold: 1024 });
  // Limits are declared per route (the login); nothing else is limited. The counts live in the
  // database, so that every server on it counts the same attempts.
  app.register(rateLimit, { global: false, store: databaseRateLimitStore(db) });
  app.register(fastifyJwt, {
    secret: config.jwtSecret,
    sign: { algorithm: 'HS256' },
    verify: { algorithms: ['HS256'] },
  });

  for (const routes of publicRoutes) app.register(routes);
  app.register(
    pluginNamed('admin', async (admin) => {
      admin.addHook('onRoute', requiresAdminToken);
      admin.addHook('onRoute', assignPermission);
      admin.decorateRequest('signedIn', undefined);
      admin.addHook('onRequest', adminGuard);
      // After the guard, before the body is read: a forbidden request changes nothing.
      admin.addHook('onRequest', enforcePermission);
      for (const routes of adminRoutes) admin.register(routes);
    }),
  );
  app.register(pluginNamed('spa', spa), { staticDir: config.staticDir });

  return app;
}
