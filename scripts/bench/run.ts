/**
 * `npm run bench`: the login page, signing in to the dashboard, Order Management in server mode at a million orders and in
 * client mode at 100,000, the paged orders endpoint under load, the server's memory while it
 * exports every order as CSV, and the dashboard's numbers and chunk, in one run. Progress goes to
 * stderr, one summary line per figure to stdout (also shown as measured, after →). Parts and
 * sizes: see options.ts. A benchmark, not a test: it exits 0 unless something broke.
 */
import os from 'node:os';

import { buildIfStale } from '../buildIfStale';
import { benchApi } from './api';
import { benchStats } from './dashboard';
import { benchExport } from './export';
import { launchBrowser, type BenchBrowser } from './browser';
import { cleanUp, cleanUpOnSignals } from './cleanup';
import { printResults, result } from './log';
import { benchLists } from './lists';
import { benchLogin } from './login';
import { benchOptions, USAGE, wantsHelp, type BenchOptions, type Part } from './options';
import { benchOrders } from './orders';
import { benchPasswordCost } from './passwordCost';
import { startServer, type BenchServer, type Dataset } from './server';
import { benchSignIn } from './signin';
import { waitForWholeLists } from './wholeLists';

/** Which parts run against which server, in this order: each server is started once. */
function plan({ parts, large, client, small }: BenchOptions): Array<[Dataset, Part[]]> {
  const has = (part: Part) => parts.includes(part);
  const steps: Array<[Dataset, Part[]]> = [];
  if (has('orders-server') || has('api') || has('export') || has('stats') || has('lists')) {
    steps.push([large, ['orders-server', 'api', 'export', 'stats', 'lists']]);
  }
  if (has('orders-client')) steps.push([client, ['orders-client']]);
  // The sign-in page needs no data of its own: it runs on the first server there is.
  const signInParts = (['login', 'signin'] as const).filter(has);
  if (signInParts.length > 0) {
    const first = steps[0];
    if (first) first[1].unshift(...signInParts);
    else steps.push([small, [...signInParts]]);
  }
  return steps.map(([dataset, onIt]) => [dataset, onIt.filter(has)]);
}

async function runPart(
  part: Part,
  server: BenchServer,
  options: BenchOptions,
  browser: () => Promise<BenchBrowser>,
) {
  switch (part) {
    case 'login':
      return benchLogin((await browser()).browser, server.url, options.loads);
    case 'signin':
      await benchPasswordCost(server.url, options.signIns);
      return benchSignIn(
        (await browser()).browser,
        server.url,
        options.signIns,
        options.signInPeer,
      );
    case 'orders-server':
    case 'orders-client': {
      const mode = part === 'orders-server' ? 'server' : 'client';
      const { opens, clicks } = options;
      return benchOrders((await browser()).browser, server, mode, { opens, clicks });
    }
    case 'api':
      return benchApi(server, options.api);
    case 'export':
      return benchExport(server);
    case 'stats':
      return benchStats(server, async () => (await browser()).browser);
    case 'lists':
      return benchLists(server, async () => (await browser()).browser, options.lists);
  }
}

async function main(): Promise<void> {
  if (wantsHelp(process.argv.slice(2))) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const options = benchOptions(process.argv.slice(2));
  const started = Date.now();
  cleanUpOnSignals();
  buildIfStale({ toStderr: true });
  let launched: BenchBrowser | undefined;
  const browser = async () => (launched ??= await launchBrowser());
  try {
    for (const [dataset, parts] of plan(options)) {
      const server = await startServer(dataset);
      await waitForWholeLists(server);
      for (const part of parts) await runPart(part, server, options, browser);
      await server.stop();
    }
    const [cpu] = os.cpus();
    const version = launched ? `, Chromium ${launched.browser.version()}` : '';
    result(
      `bench: ${new Date().toISOString().slice(0, 16)}Z, ${os.cpus().length} × ${cpu?.model.trim() ?? 'CPU'}, ` +
        `Node ${process.versions.node}${version}; ${((Date.now() - started) / 60_000).toFixed(1)} min`,
    );
  } finally {
    await cleanUp();
    printResults();
  }
}

main().catch((error: unknown) => {
  console.error('bench failed:', error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
