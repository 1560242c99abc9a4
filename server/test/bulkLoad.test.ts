/** A bulk load without a table's secondary indexes, rebuilt from their own definitions after. */
import { tenths, withIndexesRebuilt } from '../src/db/batches';
import type { Db } from '../src/db/types';
import { createTestDb, DB_SETUP_TIMEOUT_MS } from './support/testDb';

let db: Db;

beforeAll(async () => {
  db = await createTestDb();
}, DB_SETUP_TIMEOUT_MS);

afterAll(() => db.close());

const indexDefinitions = async (table: string) =>
  (
    await db.query<{ definition: string }>(
      `SELECT indexdef AS definition FROM pg_indexes WHERE tablename = $1 ORDER BY indexname`,
      [table],
    )
  ).map((row) => row.definition);

describe('withIndexesRebuilt', () => {
  it('loads without the secondary indexes and leaves the table with the same ones', async () => {
    const before = await indexDefinitions('orders');
    expect(before.some((definition) => definition.includes('gin_trgm_ops'))).toBe(true);

    const during = await db.transaction((tx) =>
      withIndexesRebuilt(tx, 'orders', async () =>
        (
          await tx.query<{ name: string }>(
            `SELECT indexname AS name FROM pg_indexes WHERE tablename = 'orders'`,
          )
        ).map((row) => row.name),
      ),
    );
    // Only the primary key stays while the rows go in.
    expect(during).toEqual(['orders_pkey']);
    expect(await indexDefinitions('orders')).toEqual(before);
  });

  it('drops nothing when the load fails: the transaction takes it all back', async () => {
    const before = await indexDefinitions('users');
    await expect(
      db.transaction((tx) =>
        withIndexesRebuilt(tx, 'users', () => Promise.reject(new Error('load failed'))),
      ),
    ).rejects.toThrow('load failed');
    expect(await indexDefinitions('users')).toEqual(before);
  });
});

describe('tenths', () => {
  it('reports each tenth of a long load once, and nothing for a short one', () => {
    const lines: string[] = [];
    const onBatch = tenths('demo orders', 100_000, (line) => lines.push(line));
    for (let inserted = 5_000; inserted <= 100_000; inserted += 5_000) onBatch?.(inserted);
    expect(lines).toHaveLength(10);
    expect(lines[0]).toBe('demo orders: 10,000 of 100,000');
    expect(lines.at(-1)).toBe('demo orders: 100,000 of 100,000');
    expect(tenths('demo users', 300, (line) => lines.push(line))).toBeUndefined();
  });
});
