import { useMemo } from 'react';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import type { GridColDef } from '@mui/x-data-grid';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useConfirm } from '@/components/ConfirmDialog';
import { DataTable } from '@/components/DataTable';
import { PageHeader } from '@/components/PageHeader';
import { RowActions } from '@/components/RowActions';
import { StatusChip } from '@/components/StatusChip';
import { formatRupees } from '@/lib/format';
import { useEditDialog } from '@/lib/useEditDialog';
import { ProductForm } from './ProductForm';
import {
  productAdded,
  productRemoved,
  productUpdated,
  selectProducts,
  type Product,
  type ProductDraft,
} from './productsSlice';

/** Spec §2 Product Management (local only): create, edit and delete in this tab. */
export default function ProductsPage() {
  const products = useAppSelector(selectProducts);
  const dispatch = useAppDispatch();
  const confirm = useConfirm();
  const dialog = useEditDialog<Product>();
  const { openEdit } = dialog;

  const columns = useMemo<GridColDef<Product>[]>(() => {
    const remove = async (product: Product) => {
      const confirmed = await confirm({
        title: 'Delete product?',
        message: `“${product.name}” will be removed from the list.`,
      });
      if (confirmed) dispatch(productRemoved(product.id));
    };
    return [
      { field: 'name', headerName: 'Product Name', flex: 1, minWidth: 180 },
      { field: 'category', headerName: 'Category', width: 160 },
      {
        field: 'price',
        headerName: 'Price',
        width: 140,
        type: 'number',
        valueFormatter: (value: number) => formatRupees(value),
      },
      {
        field: 'stock',
        headerName: 'Stock',
        width: 140,
        renderCell: ({ row }) => (
          <StatusChip label={row.stock} tone={row.stock === 'In Stock' ? 'green' : 'red'} />
        ),
      },
      {
        field: 'actions',
        headerName: 'Actions',
        width: 120,
        sortable: false,
        filterable: false,
        renderCell: ({ row }) => (
          <RowActions
            subject={`product ${row.name}`}
            onEdit={() => openEdit(row)}
            onDelete={() => remove(row)}
          />
        ),
      },
    ];
  }, [confirm, dispatch, openEdit]);

  const save = (draft: ProductDraft) => {
    dispatch(
      dialog.editing ? productUpdated({ ...draft, id: dialog.editing.id }) : productAdded(draft),
    );
    dialog.close();
  };

  return (
    <>
      <PageHeader
        title="Product Management"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={dialog.openCreate}>
            Add Product
          </Button>
        }
      />
      <DataTable
        label="Products"
        rows={products}
        columns={columns}
        emptyMessage="No products found"
      />
      <ProductForm
        open={dialog.open}
        product={dialog.editing}
        onClose={dialog.close}
        onSave={save}
      />
    </>
  );
}
