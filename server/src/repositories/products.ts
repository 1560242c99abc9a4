/**
 * SQL for products (docs/api.md#catalogue): the managed rows and their paged list
 * (resourceTable.ts), each in one category whose name the table keeps (migration 015); their
 * export (shopExports.ts).
 */
import type { Product, ProductSort, StockStatus } from '../../../contract/catalogue';
import { resourceTable } from './resourceTable';
import { CREATED, equals } from './shopTables';

export const products = resourceTable<Product>({
  table: 'products',
  columns: {
    name: 'name',
    categoryId: 'category_id',
    categoryName: 'category_name',
    price: 'price',
    stock: 'stock',
  },
  images: [],
  orderBy: 'lower(name), id',
  numbers: ['price'],
});

export interface ProductFilters {
  categoryId?: number;
  stock?: StockStatus;
}

export const PRODUCT_LIST = products.pages<ProductSort, ProductFilters>({
  sorts: {
    createdAt: 'created_at',
    name: 'lower(name)',
    categoryName: 'lower(category_name)',
    price: 'price',
    stock: 'stock',
  },
  filters: { categoryId: equals('category_id'), stock: equals('stock') },
  exported: [
    ['Product ID', 'Product Name', 'Category', 'Price (₹)', 'Stock', 'Created'],
    ['id', 'name', 'category_name', 'price', 'stock', CREATED],
  ],
});
