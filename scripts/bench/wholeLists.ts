/**
 * Once it listens, the server builds and compresses the whole lists (GET /admin/orders/all and
 * /admin/all-users) in the background: at a million orders that keeps the database busy for a
 * while, and anything timed meanwhile would wait behind it. This waits for that work by asking
 * for both lists (a request made during it shares it) and reads them to the end. The users go
 * first: the database answers one query at a time, so by their answer the orders' attempt has
 * at least begun, and when the server says it failed (too large for the embedded database at a
 * million orders), asking again would only repeat the failure.
 */
import http from 'node:http';

import { progress } from './log';
import { adminToken, type BenchServer } from './server';

const WHOLE_LISTS = ['/admin/all-users', '/admin/orders/all'];

export async function waitForWholeLists(server: BenchServer): Promise<void> {
  const started = Date.now();
  const token = await adminToken(server.url);
  for (const path of WHOLE_LISTS) {
    if (server.printed().includes(`could not prepare ${path}`)) {
      progress(`${path}: the server could not prepare it; not asking again`);
      continue;
    }
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'br' };
    const { status, bytes } = await new Promise<{ status: number; bytes: number }>(
      (resolve, reject) => {
        // node:http, not fetch: the body is counted as sent, not decompressed.
        http
          .get(new URL(path, server.url), { headers }, (response) => {
            let bytes = 0;
            response.on('data', (chunk: Buffer) => (bytes += chunk.length));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
            response.on('error', reject);
          })
          .on('error', reject);
      },
    );
    if (status !== 200) progress(`${path} answered ${status}: going on without it`);
    else progress(`${path} ready (${(bytes / 1024 / 1024).toFixed(1)} MB brotli)`);
  }
  progress(`whole lists prepared ${((Date.now() - started) / 1000).toFixed(1)} s after listening`);
}
