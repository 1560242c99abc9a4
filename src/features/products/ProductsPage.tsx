import { DataTable } from '@/components/DataTable';
import { AddButton, PageHeader } from '@/components/PageHeader';
import { useCrudScreen } from '@/hooks/useCrudScreen';
import { productColumns } from './columns';
import { ProductForm } from './ProductForm';
import { useProductActions } from './useProductActions';

/**
 * Product Management (local only): create, edit and delete in this tab
 * (docs/requirements.md#product-management).
 */
export default function ProductsPage() {
  const { items, ...actions } = useProductActions();
  const screen = useCrudScreen(actions, productColumns);
  return (
    <>
      <PageHeader
        title="Product Management"
        actions={<AddButton label="Add Product" onClick={screen.openCreate} />}
      />
      <DataTable
        label="Products"
        rows={items}
        columns={screen.columns}
        emptyMessage="No products found"
      />
      <ProductForm {...screen.formProps} />
    </>
  );
}
