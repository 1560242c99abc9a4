/**
 * SQL for blogs (docs/api.md#blogs): the managed rows (resourceTable.ts), each with an optional
 * image; their paged list and export (pageSql.ts, as the catalogue's); and the demo seed's bulk
 * insert.
 */
import { batchInserter } from '../db/batches';
import type { Blog, BlogCategory, BlogSort, BlogStatus } from '../../../contract/blogs';
import type { TablePages } from './pages/pageSql';
import { resourceTable } from './resourceTable';
import type { ExportColumn } from './shopExports';
import { CREATED_BETWEEN, isoDate, type CreatedBetween } from './shopTables';

export const blogs = resourceTable<Blog>({
  table: 'blogs',
  columns: {
    id: 'id',
    title: 'title',
    description: 'description',
    category: 'category',
    status: 'status',
    date: 'blog_date',
    image: 'image',
    version: 'version',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
  },
  images: ['image'],
  orderBy: 'blog_date DESC, id DESC',
});

/** A blog's keys in a page, as json_build_object's arguments; as `blogs` answers it. */
const BLOG_FIELDS = `'id', id,
     'title', title,
     'description', description,
     'category', category,
     'status', status,
     'date', blog_date,
     'image', '/media/' || image,
     'version', version,
     'createdAt', ${isoDate('created_at')},
     'updatedAt', ${isoDate('updated_at')}`;

export const BLOG_SORTS = {
  createdAt: 'created_at',
  date: 'blog_date',
  title: 'lower(title)',
  // 'eSIM' among the others as a reader sorts it, whatever the database's collation.
  category: 'lower(category)',
  status: 'status',
} as const satisfies Record<BlogSort, string>;

export interface BlogFilters extends CreatedBetween {
  status?: BlogStatus;
  category?: BlogCategory;
}

export const BLOG_TABLE: TablePages<BlogSort, BlogFilters> = {
  table: 'blogs',
  idType: 'integer',
  fields: BLOG_FIELDS,
  // A blog without an image answers `image: null`, in a page as on its own.
  keepNulls: true,
  sorts: BLOG_SORTS,
  filters: {
    status: (status, param) => `status = ${param(status)}`,
    category: (category, param) => `category = ${param(category)}`,
    ...CREATED_BETWEEN,
  },
};

export const BLOG_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { heading: 'Blog ID', sql: 'id' },
  { heading: 'Title', sql: 'title' },
  { heading: 'Category', sql: 'category' },
  { heading: 'Status', sql: 'status' },
  { heading: 'Date', sql: 'blog_date' },
  { heading: 'Description', sql: 'description' },
  { heading: 'Created', sql: isoDate('created_at') },
];

/** A blog as the demo seed inserts it: its image a media file name, or null. */
export interface BlogRecord {
  title: string;
  description: string;
  category: BlogCategory;
  status: BlogStatus;
  blog_date: string;
  image: string | null;
  created_at: string;
}

/** Many blogs at once, a batch a statement (db/batches.ts). */
export const insertBlogs = batchInserter<BlogRecord>(
  `INSERT INTO blogs (title, description, category, status, blog_date, image, created_at, updated_at)
     SELECT title, description, category, status, blog_date, image, created_at, created_at
       FROM json_to_recordset($1::json)
         AS r(title text, description text, category text, status text, blog_date text,
              image text, created_at timestamptz)`,
);
