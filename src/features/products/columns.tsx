import type { GridColDef } from '@mui/x-data-grid';
import { editDeleteColumn, chipColumn, rupeeColumn, type RowHandlers } from '@/components/columns';
import type { Product } from './productsSlice';

/** Product Name, Category, Price, Stock, Actions (docs/requirements.md#product-management). */
export function productColumns(handlers: RowHandlers<Product>): GridColDef<Product>[] {
  return [
    { field: 'name', headerName: 'Product Name', flex: 1, minWidth: 180 },
    { field: 'category', headerName: 'Category', width: 160 },
    rupeeColumn<Product>('price', 'Price'),
    chipColumn<Product>(
      'stock',
      'Stock',
      (row) => ({
        label: row.stock,
        tone: row.stock === 'In Stock' ? 'green' : 'red',
      }),
      { width: 140 },
    ),
    editDeleteColumn(handlers, { subject: (row) => `product ${row.name}` }),
  ];
}
