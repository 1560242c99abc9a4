/**
 * The server alone: GET /admin/orders (the paged list) under concurrent load, with the request
 * mix of apiMix.ts and a bearer token from POST /admin/admin-login. `clients` workers each send
 * their next request as soon as the last is answered, over kept-alive connections, for about
 * `seconds`; latency is timed from the request to the last byte of the answer.
 *
 * Measured twice. First from the start: the pages of the mix are new to the server, which reads
 * each from the database. Then in a steady state: after `warmSeconds` more of the same mix, drawn
 * from another seed, the server holds the pages that administrators ask for most, as one that
 * has been serving them a while does; the measured requests are drawn from a third seed, so
 * their less common pages (a search sorted by amount, page 140) are still new to it.
 */
import http from 'node:http';

import { progress, result } from './log';
import { residentMb } from './memory';
import { adminToken, type BenchServer } from './server';
import { REQUEST_KINDS, requestMix, type RequestKind } from './apiMix';
import { count, percentile } from './stats';

/** How many of the slowest requests are named (with when they ended), to show what queues. */
const SLOWEST_SHOWN = 8;
/** The first seconds read the tables cold into the database's cache; shown apart as well. */
const SETTLED_AFTER_MS = 2_000;
/** The mix's seeds: from the start (as every run before the steady state was measured), the
 * traffic in between, and the steady state. */
const SEEDS = { start: 20_250_101, between: 20_250_102, steady: 20_250_103 };

export interface ApiBenchOptions {
  clients: number;
  seconds: number;
  warmSeconds: number;
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

interface Load {
  server: BenchServer;
  headers: http.OutgoingHttpHeaders;
  agent: http.Agent;
  clients: number;
  /** Every path asked so far, by every run. */
  asked: Set<string>;
}

/** `clients` workers sending the mix of `seed` for `seconds`; each answer as it ended. */
async function runLoad(
  { server, headers, agent, clients, asked }: Load,
  seed: number,
  seconds: number,
) {
  const mix = requestMix(seed);
  const answers: { kind: RequestKind; path: string; ms: number; at: number }[] = [];
  const distinct = new Set<string>();
  const askedBefore = new Set(asked);
  let failures = 0;
  const started = Date.now();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (Date.now() < deadline) {
      const { kind, path } = mix.next();
      distinct.add(path);
      const { status, ms } = await timedGet(new URL(path, server.url), headers, agent);
      if (status !== 200) failures += 1;
      else answers.push({ kind, path, ms, at: Date.now() - started });
    }
  };
  await Promise.all(Array.from({ length: clients }, worker));
  for (const path of distinct) asked.add(path);
  return {
    answers,
    distinct: distinct.size,
    /** Paths no earlier run of this bench asked for: pages the server reads anew. */
    neverAsked: [...distinct].filter((path) => !askedBefore.has(path)).length,
    failures,
    elapsed: (Date.now() - started) / 1000,
  };
}

type Run = Awaited<ReturnType<typeof runLoad>>;

/** The progress lines of a run: by kind, after its first seconds, its slowest requests. */
function describe(label: string, { answers }: Run) {
  const kinds = REQUEST_KINDS.map((kind) => {
    const times = answers.filter((answer) => answer.kind === kind).map(({ ms }) => ms);
    return `${kind} ${times.length}× p50 ${percentile(times, 50).toFixed(0)} / p99 ${percentile(times, 99).toFixed(0)} ms`;
  });
  progress(`api ${label} by kind: ${kinds.join(', ')}`);
  const settled = answers.filter(({ at }) => at >= SETTLED_AFTER_MS).map(({ ms }) => ms);
  progress(
    `api ${label} after its first ${SETTLED_AFTER_MS / 1000} s: p50 ${percentile(settled, 50).toFixed(0)} / ` +
      `p99 ${percentile(settled, 99).toFixed(0)} ms (${count(settled.length)} requests)`,
  );
  const worst = [...answers].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_SHOWN);
  progress(
    `api ${label} slowest: ${worst.map(({ ms, path, at }) => `${ms.toFixed(0)} ms at ${(at / 1000).toFixed(1)} s ${path}`).join('; ')}`,
  );
}

function summary(run: Run, clients: number, orders: number): string {
  const { answers, failures, elapsed, distinct, neverAsked } = run;
  const latencies = answers.map(({ ms }) => ms);
  const total = answers.length + failures;
  return (
    `p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, ` +
    `${(total / elapsed).toFixed(0)} req/s (${clients} clients, ${elapsed.toFixed(1)} s, ` +
    `${count(total)} requests, ${count(distinct)} distinct of which ${count(neverAsked)} new, ` +
    `${failures} failed; ${count(orders)} orders)`
  );
}

export async function benchApi(server: BenchServer, options: ApiBenchOptions) {
  const { clients, seconds, warmSeconds } = options;
  const token = await adminToken(server.url);
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' };
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const load = { server, headers, agent, clients, asked: new Set<string>() };
  const memory = () => `${residentMb(server.pid)?.toFixed(0) ?? '?'} MB`;
  progress(`api: the server's resident memory ${memory()} before`);
  const { orders } = server.dataset;

  progress(`api: GET /admin/orders, ${clients} clients for ${seconds} s from the start…`);
  const start = await runLoad(load, SEEDS.start, seconds);
  describe('from the start', start);
  result(`api from the start: GET /admin/orders ${summary(start, clients, orders)}`);

  progress(`api: ${warmSeconds} s more of the mix (other requests, not measured)…`);
  await runLoad(load, SEEDS.between, warmSeconds);
  progress(`api: ${clients} clients for ${seconds} s in a steady state…`);
  const steady = await runLoad(load, SEEDS.steady, seconds);
  describe('steady', steady);
  result(
    `api: GET /admin/orders ${summary(steady, clients, orders)}, ` +
      `steady: after ${seconds + warmSeconds} s of other requests`,
  );
  progress(`api: the server's resident memory ${memory()} after`);
  agent.destroy();
}
