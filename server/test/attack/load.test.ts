/**
 * Load (docs/security.md): the real server (main.ts in a child process, with a
 * small demo shop, on PGlite or with TEST_DATABASE_URL set on PostgreSQL) under 100 connections for 20 s, each going round a mix of what the back-office
 * does: sign in, read the profile, page through orders and users, list and create
 * notifications. No request may fail or answer other than 2xx, but a sign-in refused by the rate
 * limit (429: the limit works). It prints req/s and p50/p99 per route and the server's memory
 * growth; it is a benchmark, so no time is asserted.
 */
import { reportFigure } from '../support/figures';
import { pngDataUrl } from '../support/images';
import { driveLoad, type LoadRoute } from '../support/loadDriver';
import { addressOf, loginOver, started, STARTUP_TIMEOUT_MS } from '../support/serverProcess';
import { useServerStore } from '../support/serverStore';

const CONNECTIONS = 100;
const SECONDS = Number(process.env.LOAD_SECONDS ?? 20);
const EMAIL = 'admin@example.com';
const PASSWORD = 'load test password';

const store = useServerStore('load');

/** The server's resident memory, from its own /metrics. */
async function residentBytes(url: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  return Number(/^process_resident_memory_bytes (\d+)/m.exec(text)?.[1] ?? NaN);
}

test(
  `${CONNECTIONS} connections for ${SECONDS} s over the mix: no failure, no non-2xx but rate-limited sign-ins`,
  async () => {
    const server = store.spawn({
      SEED: 'demo',
      SEED_USERS: '500',
      SEED_ORDERS: '5000',
      ADMIN_PASSWORD: PASSWORD,
      METRICS: 'on',
    });
    const url = addressOf(await started(server));
    const auth = { authorization: `Bearer ${await loginOver(url, EMAIL, PASSWORD)}` };
    const image = pngDataUrl();
    let created = 0;

    const routes: LoadRoute[] = [
      {
        name: 'POST /admin/admin-login',
        method: 'POST',
        path: '/admin/admin-login',
        body: () => ({ email: EMAIL, password: PASSWORD }),
        allowed: [200, 429],
      },
      { name: 'GET /admin/profile', method: 'GET', path: '/admin/profile', headers: auth },
      {
        name: 'GET /admin/orders',
        method: 'GET',
        path: '/admin/orders?page=2&pageSize=25&sort=amount&order=desc',
        headers: auth,
      },
      {
        name: 'GET /admin/users',
        method: 'GET',
        path: '/admin/users?page=1&pageSize=25&q=an',
        headers: auth,
      },
      {
        name: 'GET /admin/notification/list/paginated',
        method: 'GET',
        path: '/admin/notification/list/paginated?page=1&limit=10',
        headers: auth,
      },
      {
        name: 'POST /admin/notification/create',
        method: 'POST',
        path: '/admin/notification/create',
        headers: auth,
        body: () => ({
          title: `Load ${(created += 1)}`,
          description: 'made under load',
          type: 'info',
          noticeTo: 'all',
          image,
        }),
        allowed: [201],
      },
    ];

    const rssBefore = await residentBytes(url);
    const result = await driveLoad(url, routes, { connections: CONNECTIONS, seconds: SECONDS });
    const rssAfter = await residentBytes(url);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    for (const line of result.lines) reportFigure(`load: ${line}`);
    const growthMb = (rssAfter - rssBefore) / 1024 / 1024;
    const growth = `${growthMb >= 0 ? '+' : ''}${growthMb.toFixed(1)}`;
    reportFigure(
      `load: ${result.total} requests over ${CONNECTIONS} connections in ${SECONDS} s (${result.perSecond} req/s), ${result.failures.length} errors, server RSS ${(rssBefore / 1024 / 1024).toFixed(0)} → ${(rssAfter / 1024 / 1024).toFixed(0)} MB (${growth})`,
    );
    expect(result.failures.slice(0, 10)).toEqual([]);
    expect(result.total).toBeGreaterThan(CONNECTIONS);
  },
  STARTUP_TIMEOUT_MS * 2 + SECONDS * 1000,
);
