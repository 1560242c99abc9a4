/**
 * The server as an operator runs it on a data folder (support/serverProcess.ts: main.ts in a
 * child process, over real HTTP on 127.0.0.1).
 */
import { access, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import {
  killAll,
  loginOver as login,
  spawnServer,
  started,
  STARTUP_TIMEOUT_MS,
  type ServerProcess,
} from './support/serverProcess';
import { profileOf } from './support/testApp';
import { TEST_DATABASE_URL } from './support/testDb';

// On PGlite only: these start the server on its data folder; on PostgreSQL, replicas.test.ts.
const test = TEST_DATABASE_URL ? it.skip : it;

let workDir: string;
let dataDir: string;
let staticDir: string;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'back-office-main-'));
  // Two levels that do not exist yet: PGlite would not create the parent itself.
  dataDir = path.join(workDir, 'nested', 'data');
  staticDir = path.join(workDir, 'dist');
  await mkdir(staticDir);
  await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>Back-office</title>');
});

afterAll(async () => {
  await killAll(servers);
  await rm(workDir, { recursive: true, force: true });
});

function startServer(env: Record<string, string> = {}): ServerProcess {
  const server = spawnServer({ DATA_DIR: dataDir, STATIC_DIR: staticDir, ...env });
  servers.push(server);
  return server;
}

const lockFile = () => path.join(dataDir, 'server.lock');
const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

const profile = (url: string, token: string) =>
  fetch(`${url}/admin/profile`, { headers: { authorization: `Bearer ${token}` } });

test(
  'starts, prints how to sign in, keeps a second server off its data, stops cleanly, and retires the administrator of a former ADMIN_EMAIL',
  async () => {
    const first = startServer();
    const output = await started(first);

    const url = /running at (http:\/\/127\.0\.0\.1:\d+)$/m.exec(output)?.[1] ?? '';
    const email = /^Admin email: +(\S+)$/m.exec(output)?.[1] ?? '';
    const password = /^Admin password: +(\S+) +\(generated now/m.exec(output)?.[1] ?? '';
    expect(url).not.toBe('http://127.0.0.1:0');
    expect(email).toBe('admin@example.com');
    expect(password).toHaveLength(24);

    const token = await login(url, email, password);
    const me = await profile(url, token);
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual(profileOf(1, { name: 'Shop Administrator', email }));
    const page = await fetch(`${url}/admin-dashboard`);
    expect(await page.text()).toContain('<title>Back-office</title>');
    // The default demo seed, served compressed over a real socket (fetch decompresses).
    const orders = await fetch(`${url}/admin/orders/all`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(orders.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
    expect(((await orders.json()) as { orders: unknown[] }).orders).toHaveLength(300);

    const second = startServer();
    expect(await second.exited).toBe(1);
    expect(second.stderr()).toContain(
      `The data folder ${dataDir} is in use by another server (pid ${first.child.pid}).`,
    );
    expect(second.stdout()).toBe('');
    expect((await profile(url, token)).status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(await exists(lockFile())).toBe(false);

    // A restart keeps the data and the signing key: the password is not shown again, and the
    // token from before still opens the profile.
    const restarted = startServer();
    const again = await started(restarted);
    expect(again).toMatch(/^Admin password: +the one printed on the first start/m);
    const newUrl = /running at (http:\/\/127\.0\.0\.1:\d+)$/m.exec(again)?.[1] ?? '';
    expect((await profile(newUrl, token)).status).toBe(200);

    restarted.child.kill('SIGINT');
    expect(await restarted.exited).toBe(0);
    expect(await exists(lockFile())).toBe(false);

    // Another ADMIN_EMAIL retires the administrator the first one named, and says so; another
    // SHOP_TIME_ZONE counts the dashboard's days again in it, and says so too.
    const successor = startServer({
      ADMIN_EMAIL: 'successor@example.com',
      ADMIN_PASSWORD: 'the successor password',
      SHOP_TIME_ZONE: 'America/St_Johns',
    });
    const announced = await started(successor);
    expect(announced).toMatch(/^Retired admin: +admin@example\.com +\(no longer ADMIN_EMAIL/m);
    expect(announced).toMatch(/^Counted the dashboard's days in America\/St_Johns: \d+\.\d s$/m);
    const successorUrl = /running at (http:\/\/127\.0\.0\.1:\d+)$/m.exec(announced)?.[1] ?? '';
    expect((await profile(successorUrl, token)).status).toBe(401);
    successor.child.kill('SIGTERM');
    expect(await successor.exited).toBe(0);
  },
  4 * STARTUP_TIMEOUT_MS,
);

test('refuses a bad setting with a one-line message naming it, before touching any data', async () => {
  const unused = path.join(workDir, 'unused');
  const server = startServer({ PORT: 'abc', DATA_DIR: unused });

  expect(await server.exited).toBe(1);
  expect(server.stderr()).toBe('PORT must be an integer from 0 to 65535 (got "abc").\n');
  expect(await exists(unused)).toBe(false);
});
