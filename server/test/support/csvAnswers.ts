/** Reading the CSV exports in tests: their records, and the ids of their batches. */
import type { LightMyRequestResponse } from 'fastify';

import type { SignedInApp } from './lifecycle';

/** The records of a CSV answer without quoted fields, the heading first. */
function records(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  expect(body.endsWith('\r\n')).toBe(true);
  return body
    .slice(1, -2)
    .split('\r\n')
    .map((line) => line.split(','));
}

/** A GET of an export, once its answer is checked to be a 200 CSV; `get` sends the token. */
export function csvAnswers(get: (url: string) => Promise<LightMyRequestResponse>) {
  return async (url: string) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    return { response, records: records(response.body) };
  };
}

/**
 * The export at `url`, a download named `<name>-<its day>.csv`: its records, the heading first,
 * each without its id (the first value) and cut to `columns` values.
 */
export async function exportedRows(
  server: Pick<SignedInApp, 'call'>,
  url: string,
  name: string,
  columns: number,
): Promise<string[][]> {
  const { response, records } = await csvAnswers((address) => server.call('GET', address))(url);
  expect(response.headers['content-disposition']).toMatch(
    new RegExp(`^attachment; filename="${name}-\\d{4}-\\d\\d-\\d\\d\\.csv"$`),
  );
  return records.map((record) => record.slice(1, 1 + columns));
}

/** Every id (the first value) of the rows of one batch read after another. */
export async function batchedIds(batches: AsyncGenerator<unknown[][]>): Promise<unknown[]> {
  const ids: unknown[] = [];
  for await (const batch of batches) ids.push(...batch.map(([id]) => id));
  return ids;
}
