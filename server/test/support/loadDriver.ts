/**
 * A small load driver for load.test.ts: `connections` keep-alive connections, each going round
 * the routes in turn for `seconds`, timing every answer. Written here rather than taken from a
 * load-testing package because the figures wanted are per route, which such tools give only
 * per run.
 */
import http from 'node:http';

export interface LoadRoute {
  /** As printed: 'GET /admin/profile'. */
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: () => object;
  /** The statuses that are not a failure; 200 unless said. */
  allowed?: readonly number[];
}

export interface LoadResult {
  total: number;
  perSecond: number;
  /** 'route: status or error', one per failed request. */
  failures: string[];
  /** One line per route: count, req/s, p50 and p99 in ms, statuses. */
  lines: string[];
}

function send(agent: http.Agent, base: string, route: LoadRoute): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = route.body ? JSON.stringify(route.body()) : undefined;
    const request = http.request(`${base}${route.path}`, {
      method: route.method,
      agent,
      headers: { ...route.headers, ...(body && { 'content-type': 'application/json' }) },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.end(body);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? NaN
    : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN);

export async function driveLoad(
  base: string,
  routes: readonly LoadRoute[],
  { connections, seconds }: { connections: number; seconds: number },
): Promise<LoadResult> {
  const timings = new Map(routes.map((route) => [route.name, [] as number[]]));
  const statuses = new Map(routes.map((route) => [route.name, new Map<number, number>()]));
  const failures: string[] = [];
  const started = performance.now();
  const end = started + seconds * 1000;

  const connection = async (c: number) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (let i = c; performance.now() < end; i += 1) {
        const route = routes[i % routes.length] as LoadRoute;
        const before = performance.now();
        const status = await send(agent, base, route).catch((error: NodeJS.ErrnoException) => {
          failures.push(`${route.name}: ${error.code ?? String(error)}`);
          return undefined;
        });
        if (status === undefined) continue;
        timings.get(route.name)?.push(performance.now() - before);
        const counts = statuses.get(route.name);
        counts?.set(status, (counts.get(status) ?? 0) + 1);
        if (!(route.allowed ?? [200]).includes(status)) failures.push(`${route.name}: ${status}`);
      }
    } finally {
      agent.destroy();
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, c) => connection(c)));

  const elapsed = (performance.now() - started) / 1000;
  const lines = routes.map(({ name }) => {
    const sorted = [...(timings.get(name) ?? [])].sort((a, b) => a - b);
    const codes = [...(statuses.get(name) ?? [])].map(([code, n]) => `${code}×${n}`).join(' ');
    return `${name}: ${sorted.length} (${(sorted.length / elapsed).toFixed(0)}/s), p50 ${percentile(sorted, 0.5).toFixed(0)} ms, p99 ${percentile(sorted, 0.99).toFixed(0)} ms, ${codes}`;
  });
  const total = [...timings.values()].reduce((sum, list) => sum + list.length, 0);
  return { total, perSecond: Math.round(total / elapsed), failures, lines };
}
