import type { GridColDef } from '@mui/x-data-grid';
import { actionsColumn, chipColumn, rupeeColumn } from '@/components/columns';
import { RowActions } from '@/components/RowActions';
import type { RowHandlers } from '@/hooks/useCrudScreen';
import type { Product } from './productsSlice';

/** Product Name, Category, Price, Stock, Actions (docs/requirements.md#product-management). */
export function productColumns({ onEdit, onDelete }: RowHandlers<Product>): GridColDef<Product>[] {
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
    actionsColumn<Product>((row) => (
      <RowActions
        subject={`product ${row.name}`}
        onEdit={() => onEdit(row)}
        onDelete={() => onDelete(row)}
      />
    )),
  ];
}
