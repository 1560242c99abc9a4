import { PGlite } from '@electric-sql/pglite';
test('pglite', async () => {
  const db = new PGlite();
  const r = await db.query<{ n: number }>('select 1 as n');
  expect(r.rows[0].n).toBe(1);
  await db.close();
});
