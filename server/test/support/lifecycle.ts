/**
 * The hooks test files share: a migrated database with the administrator for the whole file,
 * and the app on it, either one signed in once for the whole file or a new one for each test.
 * Read the fields inside tests and hooks: they are set by beforeAll and beforeEach.
 */
import type { FastifyInstance, HTTPMethods, LightMyRequestResponse } from 'fastify';

import type { Db } from '../../src/db/types';
import { bearer, buildTestApp, login, seedAdmin } from './testApp';
import { createTestDb, DB_SETUP_TIMEOUT_MS } from './testDb';

function ready<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`${name} is set in beforeAll: read it inside a test`);
  return value;
}

/**
 * A migrated database of the file's (or the block's) own, made before its tests and closed after
 * them; `open` makes another kind (invoiceOrders.ts's migratedBefore).
 */
export function useTestDb(open: () => Promise<Db> = createTestDb): { readonly db: Db } {
  let db: Db | undefined;
  beforeAll(async () => {
    db = await open();
  }, DB_SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await db?.close();
  });
  return {
    get db() {
      return ready(db, 'db');
    },
  };
}

export interface SignedInApp {
  readonly db: Db;
  readonly app: FastifyInstance;
  readonly token: string;
  /** A request with the administrator's token. */
  call(method: HTTPMethods, url: string, payload?: object): Promise<LightMyRequestResponse>;
  /** The same, its body sent as it is given (text or bytes) under `contentType`. */
  send(
    method: HTTPMethods,
    url: string,
    payload: string | Buffer,
    contentType?: string,
  ): Promise<LightMyRequestResponse>;
}

/** One database and one app for the whole file, signed in once. */
export function useSignedInApp(): SignedInApp {
  let db: Db | undefined;
  let app: FastifyInstance | undefined;
  let token: string | undefined;

  beforeAll(async () => {
    db = await createTestDb();
    await seedAdmin(db);
    app = buildTestApp(db);
    token = await login(app);
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const signedIn: SignedInApp = {
    get db() {
      return ready(db, 'db');
    },
    get app() {
      return ready(app, 'app');
    },
    get token() {
      return ready(token, 'token');
    },
    call: (method, url, payload) =>
      signedIn.app.inject({
        method,
        url,
        headers: bearer(signedIn.token),
        ...(payload && { payload }),
      }),
    send: (method, url, payload, contentType = 'application/json') =>
      signedIn.app.inject({
        method,
        url,
        headers: { ...bearer(signedIn.token), 'content-type': contentType },
        payload,
      }),
  };
  return signedIn;
}

export interface AppPerTest {
  readonly db: Db;
  readonly app: FastifyInstance;
}

/**
 * One database with the administrator for the whole file, and a new app for each test, which
 * starts with no sign-in attempts counted (the rate limit's counts are emptied).
 */
export function useAppPerTest(): AppPerTest {
  let db: Db | undefined;
  let app: FastifyInstance | undefined;

  beforeAll(async () => {
    db = await createTestDb();
    await seedAdmin(db);
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await db?.close();
  });

  beforeEach(async () => {
    // DELETE, not TRUNCATE, which PGlite makes four times as slow (testDb.ts's clearTables).
    await ready(db, 'db').exec('DELETE FROM rate_limits');
    app = buildTestApp(ready(db, 'db'));
  });

  afterEach(async () => {
    await app?.close();
  });

  return {
    get db() {
      return ready(db, 'db');
    },
    get app() {
      return ready(app, 'app');
    },
  };
}
