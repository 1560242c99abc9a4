import { useMemo } from 'react';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { DataTable } from '@/components/DataTable';
import { PageHeader } from '@/components/PageHeader';
import { useEditDialog } from '@/hooks/useEditDialog';
import { productColumns } from './columns';
import { ProductForm } from './ProductForm';
import type { Product } from './productsSlice';
import { useProductActions } from './useProductActions';

/** Product Management (local only): create, edit and delete in this tab (docs/requirements.md#product-management). */
export default function ProductsPage() {
  const { items, save, remove } = useProductActions();
  const dialog = useEditDialog<Product>();
  const { openEdit } = dialog;
  const columns = useMemo(
    () => productColumns({ onEdit: openEdit, onDelete: (product) => void remove(product) }),
    [openEdit, remove],
  );

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
      <DataTable label="Products" rows={items} columns={columns} emptyMessage="No products found" />
      <ProductForm
        open={dialog.open}
        item={dialog.item}
        onClose={dialog.close}
        onSubmit={dialog.submitWith(save)}
      />
    </>
  );
}
