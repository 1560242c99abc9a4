import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { hashPassword, verifyPassword } from '../src/auth/password';
import { ReadCache } from '../src/cache/readCache';
import { MIGRATIONS_DIR, migrate } from '../src/db/migrate';
import { seed } from '../src/seed/seed';
import type { Db } from '../src/db/types';
import { findCredentialsByEmail, insertAdmin, tokenStanding } from '../src/repositories/admins';
import { clearTables, createTestDb, DB_SETUP_TIMEOUT_MS } from './support/testDb';

let db: Db;

beforeAll(async () => {
  db = await createTestDb();
}, DB_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await db.close();
});

beforeEach(async () => {
  await clearTables(db);
});

const tableExists = async (name: string) =>
  (await db.query<{ found: boolean }>('SELECT to_regclass($1) IS NOT NULL AS found', [name]))[0]
    ?.found;

const appliedVersions = async () =>
  (
    await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version')
  ).map((row) => row.version);

describe('migrate', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'back-office-migrations-'));
    await cp(MIGRATIONS_DIR, dir, { recursive: true });
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('records what it applied and applies nothing twice', async () => {
    expect(await migrate(db)).toEqual([]);
    const versions = await db.query<{ version: string }>('SELECT version FROM schema_migrations');
    expect(versions.map((row) => row.version)).toContain('001_admins_and_tokens');

    await writeFile(path.join(dir, '900_widgets.sql'), 'CREATE TABLE widgets (id int);');
    expect(await migrate(db, dir)).toEqual(['900_widgets']);
    expect(await migrate(db, dir)).toEqual([]);
    expect(await tableExists('widgets')).toBe(true);
    await db.exec(
      'DROP TABLE widgets; DELETE FROM schema_migrations WHERE version = $$900_widgets$$',
    );
  });

  it('applies nothing of a run in which one migration fails', async () => {
    const appliedBefore = await appliedVersions();
    await writeFile(path.join(dir, '900_gadgets.sql'), 'CREATE TABLE gadgets (id int);');
    await writeFile(path.join(dir, '901_broken.sql'), 'CREATE TABLE broken (id int); SELECT nope;');

    await expect(migrate(db, dir)).rejects.toThrow(/nope/);
    expect(await tableExists('gadgets')).toBe(false);
    expect(await tableExists('broken')).toBe(false);
    expect(await appliedVersions()).toEqual(appliedBefore);
    expect(appliedBefore).toContain('001_admins_and_tokens');
  });
});

describe('Db.transaction', () => {
  it('rolls back when its function throws', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query(
          'INSERT INTO revoked_tokens (jti, expires_at) VALUES (gen_random_uuid(), now())',
        );
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await db.query('SELECT * FROM revoked_tokens')).toEqual([]);
  });
});

describe('seed', () => {
  const admin = { email: 'owner@example.com', name: 'Owner' };
  // The demo data has its own tests (demoSeed.test.ts and the others).
  const noDemo = { seed: 'none', seedUsers: 0, seedOrders: 0, seedListRows: 0 } as const;
  const storedAdmin = async () =>
    (
      await db.query<{ name: string; role: string; hash: string }>(
        'SELECT name, role, password_hash AS hash FROM admins',
      )
    )[0];

  it('creates a Super Admin with a generated password on the first start', async () => {
    const result = await seed(db, { ...noDemo, admin });

    expect(result).toEqual({
      email: admin.email,
      password: expect.any(String),
      generated: true,
      retired: [],
    });
    expect(result.password?.length).toBeGreaterThanOrEqual(20);
    const stored = await storedAdmin();
    expect(stored).toMatchObject({ name: 'Owner', role: 'Super Admin' });
    await expect(verifyPassword(result.password ?? '', stored?.hash ?? '')).resolves.toBe(true);
  });

  it('keeps the password on a later start without ADMIN_PASSWORD', async () => {
    const first = await seed(db, { ...noDemo, admin });
    const later = await seed(db, { ...noDemo, admin: { ...admin, name: 'Renamed' } });

    expect(later).toEqual({
      email: admin.email,
      password: undefined,
      generated: false,
      retired: [],
    });
    const stored = await storedAdmin();
    expect(stored?.name).toBe('Renamed');
    await expect(verifyPassword(first.password ?? '', stored?.hash ?? '')).resolves.toBe(true);
  });

  it('applies ADMIN_PASSWORD on every start', async () => {
    const first = await seed(db, { ...noDemo, admin });
    const later = await seed(db, {
      ...noDemo,
      admin: { ...admin, password: 'from the environment' },
    });

    expect(later).toEqual({
      email: admin.email,
      password: 'from the environment',
      generated: false,
      retired: [],
    });
    const { hash = '' } = (await storedAdmin()) ?? {};
    await expect(verifyPassword('from the environment', hash)).resolves.toBe(true);
    await expect(verifyPassword(first.password ?? '', hash)).resolves.toBe(false);
    expect(await db.query('SELECT id FROM admins')).toHaveLength(1);
  });

  it('disables the former start-up admin when ADMIN_EMAIL names another, and enables it again when it returns', async () => {
    // As the app keeps them: the guard's reads kept until a write (the embedded database's).
    const cache = new ReadCache(db);
    const successor = { email: 'successor@example.com', name: 'Successor' };
    await seed(db, { ...noDemo, admin });
    const owner = await findCredentialsByEmail(db, admin.email);
    const jti = randomUUID();
    const standing = () => tokenStanding(db, { cache }, owner?.id ?? 0, jti);
    const standsAsIs = { revoked: false, role: 'Super Admin', mustSetPassword: false };
    const noTwoFactor = { twoFactor: false, twoFactorRequiredFrom: null };
    expect(await standing()).toEqual({ validFrom: 0, ...noTwoFactor, ...standsAsIs });

    expect(await seed(db, { ...noDemo, admin: successor })).toMatchObject({
      email: successor.email,
      retired: [admin.email],
    });
    // Its tokens end at once, and it cannot sign in.
    expect(await standing()).toBeUndefined();
    expect(await findCredentialsByEmail(db, admin.email)).toBeUndefined();
    expect(await findCredentialsByEmail(db, successor.email)).toBeDefined();

    expect(await seed(db, { ...noDemo, admin })).toMatchObject({
      retired: [successor.email],
    });
    // The same account and password, but the sessions it had before stay ended.
    const { validFrom = 0 } = (await standing()) ?? {};
    expect(await findCredentialsByEmail(db, admin.email)).toEqual({ ...owner, validFrom });
    expect(validFrom).toBeGreaterThan(0);
    expect(await findCredentialsByEmail(db, successor.email)).toBeUndefined();
    expect(await db.query('SELECT id FROM admins')).toHaveLength(2);
  });

  it('leaves alone an admin that was never the start-up admin, and knows its own in any case', async () => {
    await insertAdmin(db, {
      name: 'Teammate',
      email: 'teammate@example.com',
      role: 'Admin',
      passwordHash: await hashPassword('a password of theirs'),
    });
    await seed(db, { ...noDemo, admin });

    const sameOwner = await seed(db, {
      ...noDemo,
      admin: { ...admin, email: 'OWNER@Example.com' },
    });
    expect(sameOwner.retired).toEqual([]);
    const successor = { email: 'successor@example.com', name: 'Successor' };
    expect((await seed(db, { ...noDemo, admin: successor })).retired).toEqual([admin.email]);
    expect(await findCredentialsByEmail(db, 'teammate@example.com')).toBeDefined();
  });
});
