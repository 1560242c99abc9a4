import type { GridColDef } from '@mui/x-data-grid';
import {
  chipColumn,
  editDeleteColumn,
  rupeeColumn,
  serverColumns,
  type RowHandlers,
} from '@/components/columns';
import { products, type Product } from './productsApi';

/**
 * Product Name, Category (by the name its source joins), Price, Stock, Actions
 * (docs/requirements.md#product-management), sorted and filtered by stock by the list's source
 * (docs/decisions.md#catalogue-on-the-server).
 */
export function productColumns(handlers: RowHandlers<Product>): GridColDef<Product>[] {
  const columns = [
    { field: 'name', headerName: 'Product Name', flex: 1, minWidth: 180 },
    // Named `category` in the URL's sort, as the column is.
    {
      field: 'category',
      headerName: 'Category',
      width: 160,
      valueGetter: (_value: unknown, product: Product) => product.categoryName,
    },
    rupeeColumn<Product>('price', 'Price'),
    chipColumn<Product>(
      'stock',
      'Stock',
      ({ stock }) => ({ label: stock, tone: stock === 'In Stock' ? 'green' : 'red' }),
      { width: 140 },
    ),
    editDeleteColumn<Product>(handlers, { subject: (product) => `product ${product.name}` }),
  ];
  return serverColumns(columns, products.spec);
}
