import type { GridColDef } from '@mui/x-data-grid';
import { serverColumns, type RowHandlers } from '@/components/columns';
import { productColumns, type ProductRow } from './columns';
import { PRODUCT_SORTS } from './productListQuery';
import type { ServerProduct } from './productsApi';
import { STOCK_OPTIONS } from './productSchema';

/** A server product as its row shows it: its category by the name the server joined. */
export interface ServerProductRow extends ProductRow {
  product: ServerProduct;
}

export const toProductRow = (product: ServerProduct): ServerProductRow => ({
  id: product.id,
  name: product.name,
  category: product.categoryName,
  price: product.price,
  stock: product.stock,
  product,
});

/**
 * The specification's columns, sorted by the server and filtered by stock there
 * (docs/decisions.md#catalogue-on-the-server).
 */
export const serverProductColumns = (
  handlers: RowHandlers<ServerProduct>,
): GridColDef<ServerProductRow>[] =>
  serverColumns(
    productColumns<ServerProductRow, ServerProduct>(handlers, (row) => row.product),
    PRODUCT_SORTS,
    { field: 'stock', values: STOCK_OPTIONS },
  );
