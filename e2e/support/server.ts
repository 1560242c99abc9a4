/**
 * The reference server as the end-to-end suite runs it: the production build (built first when
 * stale, as `npm start` does), a fresh temporary data folder, a known administrator and a small
 * demo seed, on 127.0.0.1.
 *
 * Run as a script (Playwright's webServer does): `node --import tsx e2e/support/server.ts`
 * starts `scripts/start.ts` with the test environment on E2E_PORT, forwards SIGTERM/SIGINT to
 * it and removes the data folder once it has stopped. Imported, `startServer()` starts one more
 * instance (no build) for a spec that needs other settings, such as a short TOKEN_TTL.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

/** The administrator every spec signs in as. */
export const TEST_ADMIN = {
  email: 'admin@example.com',
  password: 'e2e-Secret-Passw0rd',
  name: 'Shop Administrator',
} as const;

/** Demo data, small enough to keep each list a page or two. */
export const SEED_USERS = 60;
export const SEED_ORDERS = 300;

/** A free TCP port on 127.0.0.1, found synchronously (playwright.config.ts needs it at load). */
export function freePortSync(): number {
  const probe = spawnSync(
    process.execPath,
    [
      '-e',
      `const s = require('node:net').createServer();
       s.listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });`,
    ],
    { encoding: 'utf8' },
  );
  const port = Number(probe.stdout);
  if (!Number.isInteger(port) || port <= 0) {
    throw new Error(`Could not find a free port: ${probe.stderr || probe.stdout}`);
  }
  return port;
}

/** The server's environment for the suite; `extra` overrides (TOKEN_TTL, ...). */
export function serverEnv(
  port: number,
  dataDir: string,
  extra: NodeJS.ProcessEnv = {},
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    ADMIN_NAME: TEST_ADMIN.name,
    SEED: 'demo',
    SEED_USERS: String(SEED_USERS),
    SEED_ORDERS: String(SEED_ORDERS),
    // Every spec signs in through the form; the default 10 a minute would throttle the suite.
    LOGIN_RATE_LIMIT: '10000',
    LOG_LEVEL: 'warn',
    ...extra,
  };
}

const newDataDir = () => mkdtempSync(path.join(tmpdir(), 'backoffice-e2e-'));

function waitForExit(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Starts another server on its own port and data folder (the build must exist already).
 * Resolves once it listens; `stop()` shuts it down and removes its folder.
 */
export async function startServer(extra: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  const port = freePortSync();
  const dataDir = newDataDir();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: serverEnv(port, dataDir, extra),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await waitForExit(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`Server not up in 120 s:\n${output}`)),
        120_000,
      );
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Back-office running at')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Server exited with ${code}:\n${output}`));
      });
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, stop };
}

/** Script mode: the suite's main server, for Playwright's webServer. */
function serveForPlaywright(): void {
  const port = Number(process.env.E2E_PORT);
  if (!Number.isInteger(port) || port <= 0) throw new Error('E2E_PORT must be set');
  const dataDir = newDataDir();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: ROOT,
    env: serverEnv(port, dataDir),
    stdio: 'inherit',
  });
  const forward = (signal: NodeJS.Signals) => () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  process.on('SIGTERM', forward('SIGTERM'));
  process.on('SIGINT', forward('SIGINT'));
  child.on('exit', (code, signal) => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(code ?? (signal ? 1 : 0));
  });
}

if (require.main === module) serveForPlaywright();
