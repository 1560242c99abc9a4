/**
 * SEED_LIST_ROWS: the lists an administrator types into, at a shop's scale, for trying them and
 * for `npm run bench` (docs/benchmarks.md). The database makes the catalogue's and the wallet's
 * rows from generate_series, a statement per list; the blogs come from their demo generator
 * (blogSeed.ts), in batches. 100,000 of each take seconds. Each row's image is its own media row
 * (a delete deletes its row's image), all of one small picture.
 */
import type { Queryable } from '../../db/types';
import { randomBytes } from 'node:crypto';

import type { PagedTable } from '../../repositories/shopTables';
import { seedBlogs } from './blogSeed';
import { DESTINATIONS, GIFT_BRANDS } from './catalog';
import { encodePng } from './png';
import { words } from './text';

/** One SQL array of texts, `n`'s pick of them is `pick(array)`. */
const sqlTexts = (texts: readonly string[]) =>
  `ARRAY[${texts.map((text) => `'${text.replace(/'/g, "''")}'`).join(', ')}]::text[]`;
const pick = (array: string, n = 'n') => `(${array})[1 + ${n} % cardinality(${array})]`;

const KINDS = sqlTexts(['Travel', 'Gift', 'Device', 'Data', 'Roaming', 'Voice', 'Family']);
const PLACES = sqlTexts(DESTINATIONS.map(({ name }) => name));
const BRANDS = sqlTexts(GIFT_BRANDS);

/** A spread of creation times: the latest a minute ago, one row a minute before the next. */
const createdAgo = (n = 'n') => `now() - ${n} * interval '1 minute'`;

/** Row `n`'s image, as pictures() names it: 32 hex digits, as insertMedia makes them. */
const pictureOf = (n = 'n') => `md5($2 || ${n}) || '.png'`;

/** `rows` media rows of one small picture, named for pictureOf with `salt` as $2. */
async function pictures(
  tx: Queryable,
  rows: number,
  salt: string,
  pixel: Parameters<typeof encodePng>[2],
) {
  const bytes = encodePng(48, 48, pixel).toString('base64');
  await tx.write(
    `INSERT INTO media (file_name, content_type, bytes)
     SELECT ${pictureOf()}, 'image/png', decode($3, 'base64') FROM generate_series(1, $1::integer) AS n`,
    [rows, salt, bytes],
  );
}

async function seedCategories(tx: Queryable, rows: number) {
  const salt = randomBytes(8).toString('hex');
  await pictures(tx, rows, salt, (x, y) => [40 + x * 3, 120 + y, 200 - x - y]);
  await tx.write(
    `INSERT INTO categories (name, image, status, created_at, updated_at)
     SELECT ${pick(KINDS)} || ' ' || ${pick(PLACES, 'n / 7')} || ' ' || n, ${pictureOf()},
            CASE WHEN n % 5 = 0 THEN 'inactive' ELSE 'active' END, ${createdAgo()}, ${createdAgo()}
     FROM generate_series(1, $1::integer) AS n`,
    [rows, salt],
  );
}

const FIRST_NAMES = sqlTexts(words('Aarav Diya Kabir Meera Rohan Sneha Imran Priya'));
const LAST_NAMES = sqlTexts(['Sharma', 'Iyer', 'Nair', 'Patel', 'Khan', 'Reddy', 'Kapoor', 'Das']);
const NOTES = sqlTexts(['Refund for order', 'Cashback', 'Referral bonus', 'Partner commission']);

/** Payments with transaction IDs of their own (TXN-L…), each with its receipt. */
async function seedWalletPayments(tx: Queryable, rows: number) {
  const salt = randomBytes(8).toString('hex');
  await pictures(tx, rows, salt, (x, y) => (y < 12 ? [46, 125, 50] : [250, 250, 250 - (x % 7)]));
  await tx.write(
    `INSERT INTO wallet_payments
       (receiver, note, txn_id, paid_on, amount, screenshot, created_at, updated_at)
     SELECT ${pick(FIRST_NAMES)} || ' ' || ${pick(LAST_NAMES, 'n / 8')}, ${pick(NOTES)} || ' ' || n,
            'TXN-L' || lpad(n::text, 9, '0'), to_char(${createdAgo()}, 'YYYY-MM-DD'),
            10 * (1 + n % 500), ${pictureOf()}, ${createdAgo()}, ${createdAgo()}
     FROM generate_series(1, $1::integer) AS n`,
    [rows, salt],
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
  await seedCategories(tx, rows);
  await seedProducts(tx, rows);
  await seedBlogs(tx, rows, anchor);
  await seedWalletPayments(tx, rows);
  return ['categories', 'products', 'blogs', 'wallet_payments'];
}
