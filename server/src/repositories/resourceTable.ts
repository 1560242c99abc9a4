/**
 * The SQL of a managed table (notifications, banners, categories, products, blogs): rows with an
 * id, timestamps, mostly a status, and images (media file names, answered as /media/ URLs, or null
 * where an image is optional). Each table's module gives its columns, its image fields and its
 * order; the statements are written here once.
 */
import type { Queryable } from '../db/types';
import type { Status } from '../../../contract/common';
import { mediaUrl } from './media';

/**
 * What every managed item has besides its own fields. `version` is 1 when made and one more on
 * each write (docs/api.md#versions). A status only where the resource has one (not products):
 * the shared switch (Status), or a blog's own Draft or Published.
 */
export type Managed = {
  id: number;
  status?: string;
  version: number;
  createdAt: string;
  updatedAt: string;
};

const GENERATED = ['id', 'version', 'createdAt', 'updatedAt'] as const;
type Generated = (typeof GENERATED)[number];

/**
 * What a write may set: every field but those the database gives. One left undefined takes its
 * column's default on insert and keeps its stored value on update.
 */
export type Writable<Item> = Partial<Omit<Item, Generated>>;

/** An update's outcome: the item, and the file names of the images it had before. */
export interface Updated<Item> {
  item: Item;
  /** By image field; null where it had none. */
  previous: Record<string, string | null>;
}

export interface TableSpec<Item extends Managed> {
  table: string;
  /** The column of each field, in the order the API answers them. */
  columns: { readonly [Field in keyof Item]-?: string };
  /** The fields that hold a media file name. */
  images: readonly (keyof Item & string)[];
  /** ORDER BY of the lists and pages. */
  orderBy: string;
  /** The fields stored as numeric, which the drivers answer as text. */
  numbers?: readonly (keyof Item & string)[];
}

type Row = Record<string, unknown> & { createdAt: Date; updatedAt: Date };

/**
 * What an active notification or banner is, in SQL: the one rule behind the customers' active
 * lists and the dashboard's count of them (docs/api.md#shop-numbers).
 */
export const IS_ACTIVE = "status = 'active'";

export function resourceTable<Item extends Managed>({
  table,
  columns,
  images,
  orderBy,
  numbers = [],
}: TableSpec<Item>) {
  const fields = Object.keys(columns) as (keyof Item & string)[];
  const writable = fields.filter((field) => !(GENERATED as readonly string[]).includes(field));

  /** The columns as the API names them, each prefixed with `alias.` when one is given. */
  const select = (alias?: string) =>
    fields
      .map((field) => {
        const column = `${alias ? `${alias}.` : ''}${columns[field]}`;
        return field === columns[field] ? column : `${column} AS "${field}"`;
      })
      .join(', ');
  const SELECT = select();

  function toItem({ createdAt, updatedAt, ...row }: Row): Item {
    const item: Record<string, unknown> = {
      ...row,
      createdAt: createdAt.toISOString(),
      updatedAt: updatedAt.toISOString(),
    };
    for (const field of images)
      item[field] = item[field] === null ? null : mediaUrl(String(item[field]));
    for (const field of numbers) item[field] = Number(item[field]);
    return item as Item;
  }

  /** The fields of `values` that are given, with their columns. */
  const given = (values: Writable<Item>) =>
    writable.flatMap((field) => {
      const value = (values as Record<string, unknown>)[field];
      return value === undefined ? [] : [{ column: columns[field], value }];
    });

  return {
    async list(db: Queryable, { activeOnly = false } = {}): Promise<Item[]> {
      const where = activeOnly ? `WHERE ${IS_ACTIVE}` : '';
      const rows = await db.query<Row>(
        `SELECT ${SELECT} FROM ${table} ${where} ORDER BY ${orderBy}`,
      );
      return rows.map(toItem);
    },

    async page(
      db: Queryable,
      limit: number,
      offset: number,
    ): Promise<{ items: Item[]; total: number }> {
      const rows = await db.query<Row>(
        `SELECT ${SELECT} FROM ${table} ORDER BY ${orderBy} LIMIT $1 OFFSET $2`,
        [limit, offset],
      );
      const [count] = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM ${table}`,
      );
      return { items: rows.map(toItem), total: count?.total ?? 0 };
    },

    /** `lock`: inside a transaction, until it ends, no other may change or delete the row. */
    async find(db: Queryable, id: number, { lock = false } = {}): Promise<Item | undefined> {
      const [row] = await db.query<Row>(
        `SELECT ${SELECT} FROM ${table} WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
        [id],
      );
      return row && toItem(row);
    },

    async insert(db: Queryable, values: Writable<Item>): Promise<Item> {
      const set = given(values);
      const [row] = await db.write<Row>(
        `INSERT INTO ${table} (${set.map(({ column }) => column).join(', ')})
         VALUES (${set.map((_, i) => `$${i + 1}`).join(', ')})
         RETURNING ${SELECT}`,
        set.map(({ value }) => value),
      );
      if (!row) throw new Error('INSERT … RETURNING answered no row');
      return toItem(row);
    },

    /** Changes the fields given; undefined if there is no such id. */
    async update(
      db: Queryable,
      id: number,
      values: Writable<Item>,
    ): Promise<Updated<Item> | undefined> {
      const set = given(values);
      const assignments = set.map(({ column }, i) => `${column} = $${i + 2}`);
      const previousImages = images.map(
        (field) => `previous.${columns[field]} AS "previous ${field}"`,
      );
      const [row] = await db.write<Row>(
        `WITH previous AS (SELECT ${['id', ...images.map((field) => columns[field])].join(', ')}
                             FROM ${table} WHERE id = $1 FOR UPDATE)
         UPDATE ${table} AS changed
            SET ${[...assignments, 'version = changed.version + 1', 'updated_at = now()'].join(', ')}
           FROM previous
          WHERE changed.id = previous.id
          RETURNING ${[select('changed'), ...previousImages].join(', ')}`,
        [id, ...set.map(({ value }) => value)],
      );
      if (!row) return undefined;
      const previous: Updated<Item>['previous'] = {};
      for (const field of images) {
        const fileName = row[`previous ${field}`];
        previous[field] = fileName === null ? null : String(fileName);
        delete row[`previous ${field}`];
      }
      return { item: toItem(row), previous };
    },

    async setStatus(db: Queryable, id: number, status: Status): Promise<Item | undefined> {
      const [row] = await db.write<Row>(
        `UPDATE ${table} SET status = $2, version = version + 1, updated_at = now()
          WHERE id = $1 RETURNING ${SELECT}`,
        [id, status],
      );
      return row && toItem(row);
    },

    /** Deletes the row and answers its images' file names; undefined if there is no row. */
    async remove(db: Queryable, id: number): Promise<string[] | undefined> {
      const [row] = await db.write<Record<string, string | null>>(
        `DELETE FROM ${table} WHERE id = $1
         RETURNING ${['id', ...images.map((field) => `${columns[field]} AS "${field}"`)].join(', ')}`,
        [id],
      );
      return row && images.flatMap((field) => row[field] ?? []);
    },
  };
}

export type ResourceTable<Item extends Managed> = ReturnType<typeof resourceTable<Item>>;
