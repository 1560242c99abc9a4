/**
 * SEED_LIST_ROWS: the lists an administrator types into, at a shop's scale, for trying them and
 * for `npm run bench` (docs/benchmarks.md). The database makes the catalogue's and the wallet's
 * rows from generate_series, a statement per list (seedDemo adds as many blogs from their
 * generator). 100,000 of each take seconds. Each row's image is its own media row
 * (a delete deletes its row's image), all of one small picture.
 */
import { randomBytes } from 'node:crypto';

import type { Queryable } from '../../db/types';
import { DESTINATIONS, GIFT_BRANDS } from './catalog';
import { encodePng, type Rgb } from './png';
import { words } from './text';
import * as wallet from './wallet';

/** One SQL array of texts, `n`'s pick of them is `pick(array)`. */
const sqlTexts = (texts: readonly string[]) =>
  `ARRAY[${texts.map((text) => `'${text.replace(/'/g, "''")}'`).join(', ')}]::text[]`;
const pick = (array: string, n = 'n') => `(${array})[1 + ${n} % cardinality(${array})]`;

const KINDS = sqlTexts(words('Travel Gift Device Data Roaming Voice Family'));
const PLACES = sqlTexts(DESTINATIONS.map(({ name }) => name));
const BRANDS = sqlTexts(GIFT_BRANDS);
const FIRST_NAMES = sqlTexts(wallet.FIRST_NAMES);
const FIRST_NAMES_COUNT = wallet.FIRST_NAMES.length;
const LAST_NAMES = sqlTexts(wallet.LAST_NAMES);
const NOTES = sqlTexts(wallet.NOTES);

/** A spread of creation times: the latest a minute ago, one row a minute before the next. */
const CREATED = `now() - n * interval '1 minute'`;
/** Row n's image, $2 the salt of its statement. */
const PICTURE = `md5($2 || n) || '.png'`;
/** The rows' numbers, n from 1. */
const SERIES = 'generate_series(1, $1::integer) AS n';

/**
 * `rows` rows of `insert` (its $2 the salt of its pictures), each with its image: a media row of
 * one small picture, named PICTURE: 32 hex digits, as insertMedia names them.
 */
async function insertPictured(
  tx: Queryable,
  rows: number,
  insert: string,
  pixel: (x: number, y: number) => Rgb,
) {
  const salt = randomBytes(8).toString('hex');
  await tx.write(
    `INSERT INTO media (file_name, content_type, bytes)
     SELECT ${PICTURE}, 'image/png', decode($3, 'base64') FROM ${SERIES}`,
    [rows, salt, encodePng(48, 48, pixel).toString('base64')],
  );
  await tx.write(`${insert} FROM ${SERIES}`, [rows, salt]);
}

/**
 * Call inside the seed's transaction. The wallet's payments have transaction IDs of their own (TXN-L…); the products are
 * in the categories just made and in the demo's own, a few in each.
 */
export async function seedListRows(tx: Queryable, rows: number): Promise<void> {
  await insertPictured(
    tx,
    rows,
    `INSERT INTO categories (name, image, status, created_at, updated_at)
     SELECT ${pick(KINDS)} || ' ' || ${pick(PLACES, 'n / 7')} || ' ' || n, ${PICTURE},
            CASE WHEN n % 5 = 0 THEN 'inactive' ELSE 'active' END, ${CREATED}, ${CREATED}`,
    (x, y) => [40 + x * 3, 120 + y, 200 - x - y],
  );
  await tx.write(
    `WITH chosen AS (SELECT array_agg(id ORDER BY id) AS ids FROM categories)
     INSERT INTO products (name, category_id, price, stock, created_at, updated_at)
     SELECT CASE WHEN n % 3 = 0 THEN ${pick(BRANDS)} || ' Gift Card ₹' || (250 * (1 + n % 8))
                 ELSE ${pick(PLACES)} || ' eSIM ' || (1 + n % 20) || ' GB' END || ' #' || n,
            ids[1 + n % cardinality(ids)], round((199 + (n * 37) % 9800)::numeric, 2),
            CASE WHEN n % 11 = 0 THEN 'Out of Stock' ELSE 'In Stock' END, ${CREATED}, ${CREATED}
     FROM chosen, ${SERIES}`,
    [rows],
  );
  await insertPictured(
    tx,
    rows,
    `INSERT INTO wallet_payments
       (receiver, note, txn_id, paid_on, amount, screenshot, created_at, updated_at)
     SELECT ${pick(FIRST_NAMES)} || ' ' || ${pick(LAST_NAMES, `n / ${FIRST_NAMES_COUNT}`)},
            ${pick(NOTES)} || ' ' || n, 'TXN-L' || lpad(n::text, 9, '0'),
            to_char(${CREATED}, 'YYYY-MM-DD'), 10 * (1 + n % 500), ${PICTURE},
            ${CREATED}, ${CREATED}`,
    (x, y) => (y < 12 ? [46, 125, 50] : [250, 250, 250 - (x % 7)]),
  );
}
