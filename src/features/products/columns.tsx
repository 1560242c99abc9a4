import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { editDeleteColumn, chipColumn, rupeeColumn, type RowHandlers } from '@/components/columns';
import type { StockStatus } from './productSchema';

/** What a row of either mode shows: the category by its name. */
export interface ProductRow extends GridValidRowModel {
  id: string | number;
  name: string;
  category: string;
  price: number;
  stock: StockStatus;
}

type Field<R> = Extract<keyof R, string>;

/**
 * Product Name, Category, Price, Stock, Actions (docs/requirements.md#product-management).
 * `itemOf` is the item behind a row.
 */
export function productColumns<R extends ProductRow, T>(
  handlers: RowHandlers<T>,
  itemOf: (row: R) => T,
): GridColDef<R>[] {
  // `item` is given, as the options ask whatever R and T are; TypeScript cannot tell which
  // branch of their type a generic row takes.
  const options = {
    subject: (row: R) => `product ${row.name}`,
    item: itemOf,
  } as unknown as Parameters<typeof editDeleteColumn<R, T>>[1];
  return [
    { field: 'name', headerName: 'Product Name', flex: 1, minWidth: 180 },
    { field: 'category', headerName: 'Category', width: 160 },
    rupeeColumn<R>('price' as Field<R>, 'Price'),
    chipColumn<R>(
      'stock' as Field<R>,
      'Stock',
      (row) => ({
        label: row.stock,
        tone: row.stock === 'In Stock' ? 'green' : 'red',
      }),
      { width: 140 },
    ),
    editDeleteColumn<R, T>(handlers, options),
  ];
}
