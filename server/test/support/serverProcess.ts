/**
 * The server as an operator runs it: `node --import tsx server/src/main.ts` in a child process
 * (one process, so a kill reaches the server itself), talked to over real HTTP on 127.0.0.1.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
// Generous: on a busy machine a start (initdb, the migrations) takes many times as long, and only
// a server that never starts should fail a test.
export const STARTUP_TIMEOUT_MS = 300_000;

export interface ServerProcess {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  /** The exit code, once it has exited (null after a signal it did not handle). */
  exited: Promise<number | null>;
}

/**
 * Starts a server on a free port of 127.0.0.1 with only the environment given: an
 * ADMIN_PASSWORD or DATABASE_URL in the caller's shell must not leak in.
 */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return { child, stdout: () => stdout, stderr: () => stderr, exited };
}

/** Resolves with stdout once it holds the admin's password line, or fails if the server exits. */
export async function started(server: ServerProcess): Promise<string> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (!server.stdout().includes('Admin password:')) {
    if (server.child.exitCode !== null) {
      throw new Error(`server exited ${server.child.exitCode}: ${server.stderr()}`);
    }
    if (Date.now() > deadline) throw new Error(`server did not start: ${server.stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return server.stdout();
}

/** The address a started server printed. */
export function addressOf(stdout: string): string {
  const url = /running at (http:\/\/127\.0\.0\.1:\d+)$/m.exec(stdout)?.[1];
  if (!url) throw new Error(`no address in: ${stdout}`);
  return url;
}

/** Ends the servers that still run, at once (an afterAll's cleanup after a failed test). */
export async function killAll(servers: readonly ServerProcess[]): Promise<void> {
  for (const { child, exited } of servers) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
  }
}

/** A sign-in attempt over HTTP, answered as it is: right or wrong, allowed or limited. */
export function attemptLoginOver(url: string, email: string, password: string): Promise<Response> {
  return fetch(`${url}/admin/admin-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

/** Signs in over HTTP; fails the test unless it answers 200. */
export async function loginOver(url: string, email: string, password: string): Promise<string> {
  const response = await attemptLoginOver(url, email, password);
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** A call over HTTP as the admin of `token`, with a JSON body when one is given. */
export const callOver = (
  url: string,
  token: string,
  method: string,
  route: string,
  body?: object,
) =>
  fetch(`${url}${route}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body && { 'content-type': 'application/json' }),
    },
    ...(body && { body: JSON.stringify(body) }),
  });

/** A server that listens, its address, and a token of an administrator signed in to it. */
export interface SignedIn {
  server: ServerProcess;
  url: string;
  token: string;
}

/** Waits for `server` to listen, then signs in to it. */
export async function signedInTo(
  server: ServerProcess,
  email: string,
  password: string,
): Promise<SignedIn> {
  const url = addressOf(await started(server));
  return { server, url, token: await loginOver(url, email, password) };
}

/**
 * A POST over a connection of `agent`'s (keep-alive: one connection per client, as a load
 * balancer keeps one per server, where fetch shares one pool between all requests). Rejects with
 * the network error when there is no answer.
 */
export function postOver(
  url: string,
  options: { agent?: http.Agent; body: object; headers?: Record<string, string> },
): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      agent: options.agent,
      headers: { 'content-type': 'application/json', ...options.headers },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: JSON.parse(text) as Record<string, unknown>,
        }),
      );
    });
    request.end(JSON.stringify(options.body));
  });
}
