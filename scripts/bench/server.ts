/**
 * The reference server as the benchmark runs it: the built web app, a known administrator and a
 * demo seed of the size asked, on 127.0.0.1 and a free port. Seeding a million orders takes
 * minutes, so each seeded data folder is kept in .bench-data/ (git ignores it) and used again;
 * it is seeded afresh when missing, when its seed never finished, or when the migrations or the
 * demo seed have changed. Delete the folder to force a new seed.
 *
 * With BENCH_DATABASE_URL (a PostgreSQL role that may create databases), the server runs on
 * that PostgreSQL instead, on a database made afresh and seeded for each dataset at each run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { onCleanUp } from './cleanup';
import { progress } from './log';
import { freshPostgresDatabase, POSTGRES } from './postgres';

export const ROOT = path.resolve(__dirname, '..', '..');
export const BENCH_DATA = path.join(ROOT, '.bench-data');
/** What a seeded data folder is made of: the schema and the demo seed's code. */
const SEEDED_FROM = [
  path.join(ROOT, 'server', 'src', 'db', 'migrations'),
  path.join(ROOT, 'server', 'src', 'seed', 'demo'),
];
/** Written into a data folder once its seed is complete. */
const STAMP = 'bench-seeded.json';

export const ADMIN = { email: 'admin@example.com', password: 'bench-Secret-Passw0rd' } as const;

/** A bearer token for the administrator, from POST /admin/admin-login. */
export async function adminToken(origin: string): Promise<string> {
  const response = await fetch(new URL('/admin/admin-login', origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await response.json()) as { token?: string };
  if (!response.ok || !token) throw new Error(`admin-login answered ${response.status}`);
  return token;
}

export interface Dataset {
  users: number;
  orders: number;
  listRows: number /* SEED_LIST_ROWS */;
}

export interface BenchServer {
  url: string;
  /** The server's process, to read its memory. */
  pid: number;
  dataset: Dataset;
  stop: () => Promise<void>;
  /** Everything the server has printed so far. */
  printed: () => string;
}

export const dataDirOf = ({ users, orders, listRows }: Dataset) =>
  path.join(BENCH_DATA, `orders-${orders}-users-${users}${listRows ? `-lists-${listRows}` : ''}`);

function seedHash(): string {
  const hash = createHash('sha256');
  for (const folder of SEEDED_FROM) {
    for (const file of readdirSync(folder).sort()) {
      hash.update(file).update(readFileSync(path.join(folder, file)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

function stampOf({ orders, users, listRows }: Dataset): string {
  return JSON.stringify({ orders, users, listRows, seed: seedHash() });
}

/** True when the folder holds a finished seed of this dataset by today's migrations and seed. */
function isSeeded(dataDir: string, dataset: Dataset): boolean {
  try {
    return readFileSync(path.join(dataDir, STAMP), 'utf8').trim() === stampOf(dataset);
  } catch {
    return false;
  }
}

function serverEnv(dataDir: string, dataset: Dataset, databaseUrl?: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // The embedded database in DATA_DIR unless a PostgreSQL was asked for, whatever the shell says.
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return {
    ...env,
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(ROOT, 'dist'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED: 'demo',
    SEED_USERS: String(dataset.users),
    SEED_ORDERS: String(dataset.orders),
    SEED_LIST_ROWS: String(dataset.listRows),
    // The benchmark signs in once per fresh browser context.
    LOGIN_RATE_LIMIT: '100000',
    LOG_LEVEL: 'warn',
  };
}

function waitForExit(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** A line the server printed, shortened: a JSON log entry to its level, message and error. */
function serverLine(line: string): string {
  try {
    const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string } };
    const level = entry.level === undefined ? '' : entry.level >= 50 ? 'error: ' : 'warn: ';
    return `${level}${entry.msg ?? ''}${entry.err?.message ? ` (${entry.err.message})` : ''}`;
  } catch {
    return line;
  }
}

/** The banner's credentials lines: the benchmark knows them already. */
const QUIET = /^(Admin email|Admin password):/;

/**
 * Resolves with the server's address once it prints its banner; rejects if it exits first.
 * What else it prints (seed progress, warnings) is passed on as progress.
 */
function waitForBanner(child: ChildProcess, output: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    let pending = '';
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const url = /Back-office running at (http:\/\/\S+)/.exec(line)?.[1];
        if (url) resolve(url);
        else if (line.trim() && !QUIET.test(line)) progress(`[server] ${serverLine(line)}`);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) =>
      reject(
        new Error(`The server exited (${signal ?? code}) before it listened:\n${output.join('')}`),
      ),
    );
  });
}

/** Starts the server on the dataset's data folder, seeding it first when needed. */
export async function startServer(dataset: Dataset): Promise<BenchServer> {
  const size = `${dataset.orders.toLocaleString('en-US')} orders, ${dataset.users.toLocaleString('en-US')} users`;
  const databaseUrl = POSTGRES && (await freshPostgresDatabase(POSTGRES, dataset));
  // On PostgreSQL the data folder keeps only the server's generated secret.
  const dataDir = databaseUrl ? `${dataDirOf(dataset)}-postgres` : dataDirOf(dataset);
  const seeding = Boolean(databaseUrl) || !isSeeded(dataDir, dataset);
  if (databaseUrl) {
    progress(`seeding ${size} into PostgreSQL (${new URL(databaseUrl).pathname.slice(1)})…`);
  } else if (seeding) {
    if (existsSync(dataDir)) rmSync(dataDir, { recursive: true, force: true });
    progress(
      `seeding ${size} into ${path.relative(ROOT, dataDir)} ` +
        '(a million orders take 2–7 minutes on 2 cores)…',
    );
  } else {
    progress(`starting the server on ${path.relative(ROOT, dataDir)} (${size})…`);
  }
  const started = Date.now();
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: serverEnv(dataDir, dataset, databaseUrl),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Should this process end without cleaning up, the server must not outlive it.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  const stop = onCleanUp(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await waitForExit(child);
    process.off('exit', killOnExit);
  });
  try {
    const url = await waitForBanner(child, output);
    if (seeding && !databaseUrl) writeFileSync(path.join(dataDir, STAMP), `${stampOf(dataset)}\n`);
    progress(`server listening at ${url} after ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return { url, pid: child.pid ?? 0, dataset, stop, printed: () => output.join('') };
  } catch (error) {
    await stop();
    throw error;
  }
}
