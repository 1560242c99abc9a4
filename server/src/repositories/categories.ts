/**
 * SQL for categories (docs/api.md#catalogue): the managed rows and their paged list
 * (resourceTable.ts), listed by name; their export (shopExports.ts); and what a delete asks
 * first, which products are in the category.
 */
import type { Queryable } from '../db/types';
import type { Category, CategorySort } from '../../../contract/catalogue';
import type { Status } from '../../../contract/common';
import { resourceTable } from './resourceTable';
import { CREATED, equals } from './shopTables';

export const categories = resourceTable<Category>({
  table: 'categories',
  columns: { name: 'name', image: 'image', productCount: 'product_count', status: 'status' },
  images: ['image'],
  orderBy: 'lower(name), id',
});

export interface CategoryFilters {
  status?: Status;
}

export const CATEGORY_LIST = categories.pages<CategorySort, CategoryFilters>({
  sorts: {
    createdAt: 'created_at',
    name: 'lower(name)',
    status: 'status',
    productCount: 'product_count',
  },
  filters: { status: equals('status') },
  exported: [
    ['Category ID', 'Category Name', 'Products', 'Status', 'Created'],
    [
      'id',
      'name',
      'product_count',
      "CASE WHEN status = 'active' THEN 'Active' ELSE 'Inactive' END",
      CREATED,
    ],
  ],
});

/** How many products a category has, and the first of them by name. */
export interface ProductsInCategory {
  productCount: number;
  products: Array<{ id: number; name: string }>;
}

export async function productsIn(db: Queryable, categoryId: number, first: number) {
  const [row] = await db.query<ProductsInCategory>(
    `SELECT (SELECT count(*)::int FROM products WHERE category_id = $1) AS "productCount",
            coalesce((SELECT json_agg(json_build_object('id', id, 'name', name)
                                      ORDER BY lower(name), id)
                        FROM (SELECT id, name FROM products WHERE category_id = $1
                               ORDER BY lower(name), id LIMIT $2) AS firsts), '[]') AS products`,
    [categoryId, first],
  );
  return row ?? { productCount: 0, products: [] };
}

/** Whether the category exists; locked against its delete until the transaction ends. */
export async function categoryExists(tx: Queryable, id: number): Promise<boolean> {
  const rows = await tx.query('SELECT 1 FROM categories WHERE id = $1 FOR KEY SHARE', [id]);
  return rows.length > 0;
}
