/**
 * The server alone: GET /admin/orders (the paged list) under concurrent load, with the request
 * mix of apiMix.ts and a bearer token from POST /admin/admin-login. `clients` workers each send
 * their next request as soon as the last is answered, over kept-alive connections, for about
 * `seconds`; latency is timed from the request to the last byte of the answer.
 */
import http from 'node:http';

import { progress, result } from './log';
import { adminToken, type BenchServer } from './server';
import { REQUEST_KINDS, requestMix, type RequestKind } from './apiMix';
import { count, percentile } from './stats';

/** How many of the slowest requests are named (with when they ended), to show what queues. */
const SLOWEST_SHOWN = 8;
/** The first seconds read the tables cold into the database's cache; shown apart as well. */
const SETTLED_AFTER_MS = 2_000;

export interface ApiBenchOptions {
  clients: number;
  seconds: number;
}

/** One GET to the last byte: its status and milliseconds (status 0: a network error). */
function timedGet(url: URL, headers: http.OutgoingHttpHeaders, agent: http.Agent) {
  const started = process.hrtime.bigint();
  const elapsed = () => Number(process.hrtime.bigint() - started) / 1e6;
  return new Promise<{ status: number; ms: number }>((resolve) => {
    const request = http.get(url, { agent, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: elapsed() }));
      response.on('error', () => resolve({ status: 0, ms: elapsed() }));
    });
    request.on('error', () => resolve({ status: 0, ms: elapsed() }));
  });
}

export async function benchApi(server: BenchServer, { clients, seconds }: ApiBenchOptions) {
  const token = await adminToken(server.url);
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' };
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const mix = requestMix();
  const latencies: number[] = [];
  const byKind = new Map<RequestKind, number[]>(REQUEST_KINDS.map((kind) => [kind, []]));
  const distinct = new Set<string>();
  const slowest: { ms: number; path: string; at: number }[] = [];
  let failures = 0;
  progress(`api: GET /admin/orders, ${clients} clients for ${seconds} s…`);

  const started = Date.now();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (Date.now() < deadline) {
      const { kind, path } = mix.next();
      distinct.add(path);
      const { status, ms } = await timedGet(new URL(path, server.url), headers, agent);
      if (status !== 200) failures += 1;
      else {
        latencies.push(ms);
        byKind.get(kind)?.push(ms);
        slowest.push({ ms, path, at: Date.now() - started });
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, worker));
  const elapsed = (Date.now() - started) / 1000;
  agent.destroy();

  const total = latencies.length + failures;
  const kinds = [...byKind].map(
    ([kind, times]) =>
      `${kind} ${times.length}× p50 ${percentile(times, 50).toFixed(0)} / p99 ${percentile(times, 99).toFixed(0)} ms`,
  );
  progress(`api by kind: ${kinds.join(', ')}`);
  const settled = slowest.filter(({ at }) => at >= SETTLED_AFTER_MS).map(({ ms }) => ms);
  progress(
    `api after the first ${SETTLED_AFTER_MS / 1000} s: p50 ${percentile(settled, 50).toFixed(0)} / ` +
      `p99 ${percentile(settled, 99).toFixed(0)} ms (${count(settled.length)} requests)`,
  );
  const worst = slowest.sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_SHOWN);
  progress(
    `api slowest: ${worst.map(({ ms, path, at }) => `${ms.toFixed(0)} ms at ${(at / 1000).toFixed(1)} s ${path}`).join('; ')}`,
  );
  const { orders } = server.dataset;
  result(
    `api: GET /admin/orders p50 ${percentile(latencies, 50).toFixed(1)} ms, ` +
      `p99 ${percentile(latencies, 99).toFixed(1)} ms, ${(total / elapsed).toFixed(0)} req/s ` +
      `(${clients} clients, ${elapsed.toFixed(1)} s, ${count(total)} requests, ` +
      `${count(distinct.size)} distinct, ${failures} failed; ${count(orders)} orders)`,
  );
}
