/**
 * The CSV export of every order (GET /admin/orders.csv, docs/api.md#csv-export), downloaded as a
 * browser would (compressed), while the server's resident memory is sampled: the export streams
 * a million orders, so the memory it adds must stay small (target: docs/benchmarks.md).
 */
import http from 'node:http';
import { createGunzip } from 'node:zlib';

import { progress, result } from './log';
import { residentMb } from './memory';
import { adminToken, type BenchServer } from './server';

/** Downloads the export to its end: the CSV lines, the bytes sent, and when the first came. */
function download(url: URL, token: string) {
  const started = Date.now();
  return new Promise<{ lines: number; bytes: number; firstByteMs: number }>((resolve, reject) => {
    const request = http.get(
      url,
      { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' } },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`${url.pathname} answered ${response.statusCode}`));
          return;
        }
        const firstByteMs = Date.now() - started;
        let bytes = 0;
        let lines = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        const body =
          response.headers['content-encoding'] === 'gzip'
            ? response.pipe(createGunzip())
            : response;
        body.on('data', (chunk: Buffer) => {
          for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
        });
        body.on('end', () => resolve({ lines, bytes, firstByteMs }));
        body.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

export async function benchExport(server: BenchServer): Promise<void> {
  const token = await adminToken(server.url);
  const before = residentMb(server.pid);
  let peak = before ?? 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMb(server.pid) ?? 0);
  }, 50);
  progress(`exporting ${server.dataset.orders.toLocaleString('en-US')} orders as CSV…`);
  const started = Date.now();
  try {
    const { lines, bytes, firstByteMs } = await download(
      new URL('/admin/orders.csv', server.url),
      token,
    );
    const seconds = (Date.now() - started) / 1000;
    const rows = lines - 1;
    result(
      `export: ${rows.toLocaleString('en-US')} orders as CSV in ${seconds.toFixed(1)} s ` +
        `(${Math.round(rows / seconds).toLocaleString('en-US')} rows/s, first byte ${firstByteMs} ms, ` +
        `${(bytes / 1e6).toFixed(1)} MB gzip)`,
    );
    if (before !== undefined) {
      result(
        `export: server RSS ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at most, ` +
          `growth ${(peak - before).toFixed(0)} MB (target < 100 MB)`,
      );
    }
    if (rows !== server.dataset.orders) {
      throw new Error(`the export held ${rows} orders, not ${server.dataset.orders}`);
    }
  } finally {
    clearInterval(sampler);
  }
}
