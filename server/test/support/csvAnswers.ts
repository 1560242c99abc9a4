/** Reading the CSV exports in tests: their records, and the ids of their batches. */
import type { LightMyRequestResponse } from 'fastify';

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

/** Every id (the first value) of the rows of one batch read after another. */
export async function batchedIds(batches: AsyncGenerator<unknown[][]>): Promise<unknown[]> {
  const ids: unknown[] = [];
  for await (const batch of batches) ids.push(...batch.map(([id]) => id));
  return ids;
}
