/**
 * The SQL of a managed table (notifications, banners, categories, products, blogs, wallet
 * payments): rows with an id, a version, timestamps, mostly a status, and images (media file
 * names, answered as /media/ URLs, or null where an image is optional). Each table's module gives
 * its own columns, its image fields and its order, and, for a paged list, its sorts and filters;
 * the statements and a page's row are written here once.
 */
import type { Queryable } from '../db/types';
import type { Status } from '../../../contract/common';
import { MEDIA_PATH } from './media';
import type { TablePages } from './pages/pageSql';
import { exportColumns, type ExportColumn } from './shopExports';
import { isoDate, type PagedTable } from './shopTables';

/**
 * What every managed item has besides its own fields. `version` is 1 when made and one more on
 * each write (docs/api.md#versions). A status only where the resource has one (not products).
 */
export type Managed = {
  id: number;
  status?: string;
  version: number;
  createdAt: string;
  updatedAt: string;
};

const GENERATED = ['id', 'version', 'createdAt', 'updatedAt'] as const;
/** The columns every managed table has besides its id, last in the API's answers. */
const EVERY_TABLE = { version: 'version', createdAt: 'created_at', updatedAt: 'updated_at' };
type Generated = (typeof GENERATED)[number];

/**
 * What a write may set: every field but those the database gives. One left undefined takes its
 * column's default on insert and keeps its stored value on update.
 */
export type Writable<Item> = Partial<Omit<Item, Generated>>;

/** An update's outcome: the item, and the file names of the images it had before (or null). */
export interface Updated<Item> {
  item: Item;
  previous: Record<string, string | null>;
}

export interface TableSpec<Item extends Managed, Derived extends keyof Item & string = never> {
  table: PagedTable | 'notifications' | 'banners';
  /** The column of each field but those every table has and those derived, in answering order. */
  columns: { readonly [Field in Exclude<keyof Item, Generated | Derived>]-?: string };
  /**
   * The fields answered after the columns that no write sets: each one's SQL of the row's columns
   * after their alias (`changed.`, or none): a notification's recipients' names, say.
   */
  derived?: Readonly<Record<Derived, (alias: string) => string>>;
  /** The fields that hold a media file name. */
  images: readonly (keyof Item & string)[];
  /** ORDER BY of the lists and pages. */
  orderBy: string;
  /** The fields stored as numeric (answered as text by the drivers) and as moments (timestamptz). */
  numbers?: readonly (keyof Item & string)[];
  moments?: readonly (keyof Item & string)[];
  /** SQL of what an active item is besides its status: a banner's schedule. */
  liveWhen?: string;
}

export function resourceTable<Item extends Managed, Derived extends keyof Item & string = never>({
  table,
  columns: own,
  derived = {} as Record<Derived, (alias: string) => string>,
  images,
  orderBy,
  numbers = [],
  moments = [],
  liveWhen,
}: TableSpec<Item, Derived>) {
  const columns = { id: 'id', ...own, ...EVERY_TABLE } as Record<keyof Item & string, string>;
  const writable = (Object.keys(columns) as (keyof Item & string)[]).filter(
    (field) => !(GENERATED as readonly string[]).includes(field),
  );
  const fields = [...Object.keys(columns), ...Object.keys(derived)] as (keyof Item & string)[];
  const derive = derived as Readonly<Record<string, (alias: string) => string>>;

  /** SQL of a field as the API answers it, its column after `alias` (`changed.`) when given. */
  const valueOf = (field: keyof Item & string, alias = '') => {
    if (Object.hasOwn(derive, field)) return derive[field](alias);
    const column = `${alias}${columns[field]}`;
    if (['createdAt', 'updatedAt', ...moments].includes(field)) return isoDate(column);
    if (images.includes(field)) return `'${MEDIA_PATH}' || ${column}`;
    return numbers.includes(field) ? `${column}::float8` : column;
  };
  /** The fields as json_build_object's arguments. */
  const jsonFields = (alias?: string) =>
    fields.map((field) => `'${field}', ${valueOf(field, alias)}`).join(', ');
  const SELECT = fields.map((field) => `${valueOf(field)} AS "${field}"`).join(', ');

  /** The fields of `values` that are given, with their columns. */
  const given = (values: Writable<Item>) =>
    writable.flatMap((field) => {
      const value = (values as Record<string, unknown>)[field];
      return value === undefined ? [] : [{ column: columns[field], value }];
    });

  /** The one rule of the customers' active lists and the dashboard's count, in SQL. */
  const isActive = ["status = 'active'", ...(liveWhen ? [liveWhen] : [])].join(' AND ');
  return {
    images,
    isActive,
    /** The derived fields, which the trail leaves out: they are read, not written. */
    derived: Object.keys(derived),
    /**
     * Its paged list (pages/pageSql.ts), whose rows are its items as the table answers them, and
     * the list's export (shopExports.ts): its columns' headings, then their SQL.
     */
    pages: <Sort extends string, Filters extends object>({
      exported: [headings, values],
      ...spec
    }: Omit<TablePages<Sort, Filters>, 'table' | 'idType' | 'fields'> & {
      exported: [headings: readonly string[], values: readonly string[]];
    }): { table: TablePages<Sort, Filters>; exportColumns: ExportColumn[] } => ({
      // Only the paged tables are given pages.
      table: { ...spec, table: table as PagedTable, idType: 'integer', fields: jsonFields() },
      exportColumns: exportColumns(headings, values),
    }),

    async list(db: Queryable, { activeOnly = false } = {}): Promise<Item[]> {
      const where = activeOnly ? `WHERE ${isActive}` : '';
      return db.query<Item>(`SELECT ${SELECT} FROM ${table} ${where} ORDER BY ${orderBy}`);
    },

    async page(db: Queryable, limit: number, offset: number) {
      const items = await db.query<Item>(
        `SELECT ${SELECT} FROM ${table} ORDER BY ${orderBy} LIMIT $1 OFFSET $2`,
        [limit, offset],
      );
      const [count] = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM ${table}`,
      );
      return { items, total: count?.total ?? 0 };
    },

    /** `lock`: inside a transaction, until it ends, no other may change or delete the row. */
    async find(db: Queryable, id: number, { lock = false } = {}): Promise<Item | undefined> {
      const [item] = await db.query<Item>(
        `SELECT ${SELECT} FROM ${table} WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
        [id],
      );
      return item;
    },

    async insert(db: Queryable, values: Writable<Item>): Promise<Item> {
      const set = given(values);
      const [item] = await db.write<Item>(
        `INSERT INTO ${table} (${set.map(({ column }) => column).join(', ')})
         VALUES (${set.map((_, i) => `$${i + 1}`).join(', ')})
         RETURNING ${SELECT}`,
        set.map(({ value }) => value),
      );
      if (!item) throw new Error('INSERT … RETURNING answered no row');
      return item;
    },

    /** Changes the fields given; undefined if there is no such id. */
    async update(db: Queryable, id: number, values: Writable<Item>) {
      const set = given(values);
      const assignments = set.map(({ column }, i) => `${column} = $${i + 2}`);
      const previous = images.map((field) => `'${field}', previous.${columns[field]}`);
      const [updated] = await db.write<Updated<Item>>(
        `WITH previous AS (SELECT ${['id', ...images.map((field) => columns[field])].join(', ')}
                             FROM ${table} WHERE id = $1 FOR UPDATE)
         UPDATE ${table} AS changed
            SET ${[...assignments, 'version = changed.version + 1', 'updated_at = now()'].join(', ')}
           FROM previous
          WHERE changed.id = previous.id
          RETURNING json_build_object(${jsonFields('changed.')}) AS item,
                   json_build_object(${previous.join(', ')}) AS previous`,
        [id, ...set.map(({ value }) => value)],
      );
      return updated;
    },

    async setStatus(db: Queryable, id: number, status: Status): Promise<Item | undefined> {
      const [item] = await db.write<Item>(
        `UPDATE ${table} SET status = $2, version = version + 1, updated_at = now()
          WHERE id = $1 RETURNING ${SELECT}`,
        [id, status],
      );
      return item;
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
