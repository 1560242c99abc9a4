/**
 * SQL for products (docs/api.md#catalogue): the managed rows (resourceTable.ts), each in one
 * category whose name the table keeps (migration 015); their paged list and export (pageSql.ts,
 * as the users').
 */
import type { Product, ProductSort, StockStatus } from '../../../contract/catalogue';
import type { TablePages } from './pages/pageSql';
import { resourceTable } from './resourceTable';
import type { ExportColumn } from './shopExports';
import { CREATED_BETWEEN, isoDate, type CreatedBetween } from './shopTables';

export const products = resourceTable<Product>({
  table: 'products',
  columns: {
    id: 'id',
    name: 'name',
    categoryId: 'category_id',
    categoryName: 'category_name',
    price: 'price',
    stock: 'stock',
    version: 'version',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
  },
  images: [],
  orderBy: 'lower(name), id',
  numbers: ['price'],
});

/** A product's keys in a page, as json_build_object's arguments; as `products` answers it. */
const PRODUCT_FIELDS = `'id', id,
     'name', name,
     'categoryId', category_id,
     'categoryName', category_name,
     'price', price::float8,
     'stock', stock,
     'version', version,
     'createdAt', ${isoDate('created_at')},
     'updatedAt', ${isoDate('updated_at')}`;

export const PRODUCT_SORTS = {
  createdAt: 'created_at',
  name: 'lower(name)',
  categoryName: 'lower(category_name)',
  price: 'price',
  stock: 'stock',
} as const satisfies Record<ProductSort, string>;

export interface ProductFilters extends CreatedBetween {
  categoryId?: number;
  stock?: StockStatus;
}

export const PRODUCT_TABLE: TablePages<ProductSort, ProductFilters> = {
  table: 'products',
  idType: 'integer',
  fields: PRODUCT_FIELDS,
  sorts: PRODUCT_SORTS,
  filters: {
    categoryId: (categoryId, param) => `category_id = ${param(categoryId)}`,
    stock: (stock, param) => `stock = ${param(stock)}`,
    ...CREATED_BETWEEN,
  },
};

export const PRODUCT_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { heading: 'Product ID', sql: 'id' },
  { heading: 'Product Name', sql: 'name' },
  { heading: 'Category', sql: 'category_name' },
  { heading: 'Price (₹)', sql: 'price' },
  { heading: 'Stock', sql: 'stock' },
  { heading: 'Created', sql: isoDate('created_at') },
];
