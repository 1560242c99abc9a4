/**
 * SEED_LIST_ROWS: the lists an administrator types into, at a shop's scale, for trying them and
 * for `npm run bench` (docs/benchmarks.md). The database makes the catalogue's rows from
 * generate_series in one statement per list, sharing one picture; the blogs come from their demo
 * generator (blogSeed.ts), in batches. 100,000 of each take seconds.
 */
import type { Queryable } from '../../db/types';
import { insertMedia } from '../../repositories/media';
import type { PagedTable } from '../../repositories/shopTables';
import { seedBlogs } from './blogSeed';
import { DESTINATIONS, GIFT_BRANDS } from './catalog';
import { encodePng } from './png';

/** One SQL array of texts, `n`'s pick of them is `pick(array)`. */
const sqlTexts = (texts: readonly string[]) =>
  `ARRAY[${texts.map((text) => `'${text.replace(/'/g, "''")}'`).join(', ')}]::text[]`;
const pick = (array: string, n = 'n') => `(${array})[1 + ${n} % cardinality(${array})]`;

const KINDS = sqlTexts(['Travel', 'Gift', 'Device', 'Data', 'Roaming', 'Voice', 'Family']);
const PLACES = sqlTexts(DESTINATIONS.map(({ name }) => name));
const BRANDS = sqlTexts(GIFT_BRANDS);

/** A spread of creation times: the latest a minute ago, one row a minute before the next. */
const createdAgo = (n = 'n') => `now() - ${n} * interval '1 minute'`;

async function seedCategories(tx: Queryable, rows: number, picture: string) {
  await tx.write(
    `INSERT INTO categories (name, image, status, created_at, updated_at)
     SELECT ${pick(KINDS)} || ' ' || ${pick(PLACES, 'n / 7')} || ' ' || n, $2,
            CASE WHEN n % 5 = 0 THEN 'inactive' ELSE 'active' END, ${createdAgo()}, ${createdAgo()}
     FROM generate_series(1, $1::integer) AS n`,
    [rows, picture],
  );
}

/** Products in the categories just made, and in the demo's own, a few in each. */
async function seedProducts(tx: Queryable, rows: number) {
  await tx.write(
    `WITH chosen AS (SELECT array_agg(id ORDER BY id) AS ids FROM categories)
     INSERT INTO products (name, category_id, price, stock, created_at, updated_at)
     SELECT CASE WHEN n % 3 = 0 THEN ${pick(BRANDS)} || ' Gift Card ₹' || (250 * (1 + n % 8))
                 ELSE ${pick(PLACES)} || ' eSIM ' || (1 + n % 20) || ' GB' END || ' #' || n,
            ids[1 + n % cardinality(ids)], round((199 + (n * 37) % 9800)::numeric, 2),
            CASE WHEN n % 11 = 0 THEN 'Out of Stock' ELSE 'In Stock' END,
            ${createdAgo()}, ${createdAgo()}
     FROM chosen, generate_series(1, $1::integer) AS n`,
    [rows],
  );
}

/**
 * Call inside the seed's transaction, `anchor` the demo's day; answers the tables it filled, to be
 * vacuumed.
 */
export async function seedListRows(
  tx: Queryable,
  rows: number,
  anchor: Date,
): Promise<PagedTable[]> {
  const bytes = encodePng(64, 64, (x, y) => [40 + x * 3, 120 + y, 200 - x - y]);
  const picture = await insertMedia(tx, { contentType: 'image/png', bytes });
  await seedCategories(tx, rows, picture);
  await seedProducts(tx, rows);
  await seedBlogs(tx, rows, anchor);
  return ['categories', 'products', 'blogs'];
}
