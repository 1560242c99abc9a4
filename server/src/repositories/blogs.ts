/**
 * SQL for blogs (docs/api.md#blogs): the managed rows and their paged list (resourceTable.ts),
 * each with an optional image; their export (shopExports.ts); and the demo seed's bulk insert.
 */
import { batchInserter } from '../db/batches';
import type { Blog, BlogCategory, BlogSort, BlogStatus } from '../../../contract/blogs';
import { resourceTable } from './resourceTable';
import { CREATED, equals } from './shopTables';

export const blogs = resourceTable<Blog>({
  table: 'blogs',
  columns: {
    title: 'title',
    description: 'description',
    category: 'category',
    status: 'status',
    date: 'blog_date',
    image: 'image',
  },
  images: ['image'],
  orderBy: 'blog_date DESC, id DESC',
});

export interface BlogFilters {
  status?: BlogStatus;
  category?: BlogCategory;
}

export const BLOG_LIST = blogs.pages<BlogSort, BlogFilters>({
  // A blog without an image answers `image: null`, in a page as on its own.
  keepNulls: true,
  sorts: {
    createdAt: 'created_at',
    date: 'blog_date',
    title: 'lower(title)',
    // 'eSIM' among the others as a reader sorts it, whatever the database's collation.
    category: 'lower(category)',
    status: 'status',
  },
  filters: { status: equals('status'), category: equals('category') },
  exported: [
    ['Blog ID', 'Title', 'Category', 'Status', 'Date', 'Description', 'Created'],
    ['id', 'title', 'category', 'status', 'blog_date', 'description', CREATED],
  ],
});

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
