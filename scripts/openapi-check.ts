/**
 * The OpenAPI document as its consumers meet it (docs/api.md#a-client-from-the-document): starts
 * the reference server on 127.0.0.1 at a free port, on a fresh embedded database with the demo
 * data, reads its /openapi.json and
 *
 * 1. lints it with Redocly's recommended rules: no error and no warning;
 * 2. generates TypeScript types from it with openapi-typescript;
 * 3. type-checks scripts/openapi-client/client.ts against those types;
 * 4. runs that client against the server: sign-in, a page of orders, a banner update with
 *    If-Match, an invoice's PDF.
 *
 * Needs no network: Redocly's telemetry and update check are turned off. `npm run check:openapi`;
 * exits 1 on the first step that fails.
 */
import { execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const ROOT = path.resolve(__dirname, '..');
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);
/** Where client.ts imports the generated types from (node_modules: no tool checks it). */
const GENERATED = path.join(ROOT, 'node_modules', '.cache', 'openapi-client', 'openapi.d.ts');
const ADMIN = { email: 'admin@example.com', password: 'openapi-check-Passw0rd' };
const STARTUP_TIMEOUT_MS = 120_000;

interface Server {
  origin: string;
  stop: () => Promise<void>;
}

/**
 * The server with only the environment given, so that a DATABASE_URL or ADMIN_PASSWORD of the
 * caller's shell does not leak in; resolves once it prints its address.
 */
function startServer(dir: string): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: path.join(dir, 'data'),
      // No built web app is needed: the API is what is checked.
      STATIC_DIR: dir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED: 'demo',
      // So that /metrics is in the document too.
      METRICS: 'on',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  let printed = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the server did not start within ${STARTUP_TIMEOUT_MS} ms:\n${printed}`));
    }, STARTUP_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      printed += chunk.toString();
      const origin = /Back-office running at (http:\/\/\S+)/.exec(printed)?.[1];
      if (origin) {
        clearTimeout(timer);
        resolve({ origin, stop });
      }
    };
    child.stdout.on('data', read);
    // Read as it comes, so that the server never waits on a full pipe.
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before it listened:\n${printed}`));
    });
  });
}

/** Runs a command, its output passed on; throws unless it exits 0. */
function run(step: string, command: string, args: string[]): Promise<void> {
  console.log(`\n== ${step}`);
  const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${step} failed (exit ${code})`)),
    );
  });
}

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: {
    ruleId: string;
    severity: string;
    message: string;
    location: { pointer?: string }[];
  }[];
}

/** Redocly's report on the document, by its recommended rules. */
async function lintReport(file: string): Promise<LintReport> {
  try {
    const { stdout } = await promisify(execFile)(
      bin('redocly'),
      ['lint', '--extends', 'recommended', '--format', 'json', file],
      {
        cwd: ROOT,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    return JSON.parse(stdout) as LintReport;
  } catch (error) {
    // Redocly exits 1 when it finds an error: the report on its output says which.
    const { stdout } = error as { stdout?: string };
    if (!stdout) throw error;
    return JSON.parse(stdout) as LintReport;
  }
}

/** Throws on any error or warning of the recommended rules, each printed. */
async function lint(file: string): Promise<void> {
  console.log('\n== redocly lint --extends recommended');
  const { totals, problems } = await lintReport(file);
  for (const { severity, ruleId, message, location } of problems) {
    console.log(`${severity} ${ruleId}: ${message} (${location[0]?.pointer ?? ''})`);
  }
  console.log(`${totals.errors} errors, ${totals.warnings} warnings`);
  if (totals.errors + totals.warnings > 0) throw new Error('redocly lint found problems');
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'openapi-check-'));
  let server: Server | undefined;
  try {
    server = await startServer(dir);
    const response = await fetch(new URL('/openapi.json', server.origin));
    if (!response.ok) throw new Error(`/openapi.json answered ${response.status}`);
    const document = path.join(dir, 'openapi.json');
    writeFileSync(document, await response.text());
    await lint(document);
    mkdirSync(path.dirname(GENERATED), { recursive: true });
    await run('openapi-typescript', bin('openapi-typescript'), [document, '-o', GENERATED]);
    await run('tsc: the client against the generated types', bin('tsc'), [
      '-p',
      'scripts/openapi-client/tsconfig.json',
    ]);
    await run('the client against the server', process.execPath, [
      '--import',
      'tsx',
      'scripts/openapi-client/client.ts',
      server.origin,
      ADMIN.email,
      ADMIN.password,
    ]);
    console.log('\nopenapi: lint clean, types generated, client type-checked and run');
  } finally {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`\nopenapi check failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
});
