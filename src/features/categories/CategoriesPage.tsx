import { useCallback } from 'react';
import { DataTable } from '@/components/DataTable';
import { useImagePreview } from '@/components/ImagePreviewDialog';
import { AddButton, PageHeader } from '@/components/PageHeader';
import { useCrudScreen, type RowHandlers } from '@/hooks/useCrudScreen';
import type { Category } from './categoriesSlice';
import { CategoryForm } from './CategoryForm';
import { categoryColumns } from './columns';
import { useCategoryActions } from './useCategoryActions';

/**
 * Manage Categories (local only): add, edit, delete, view the image
 * (docs/requirements.md#manage-categories).
 */
export default function CategoriesPage() {
  const { items, ...actions } = useCategoryActions();
  const preview = useImagePreview();
  const { show } = preview;
  const columnsOf = useCallback(
    (handlers: RowHandlers<Category>) =>
      categoryColumns({
        ...handlers,
        onViewImage: (category) => show({ title: category.name, src: category.image }),
      }),
    [show],
  );
  const screen = useCrudScreen(actions, columnsOf);
  return (
    <>
      <PageHeader
        title="Manage Categories"
        actions={<AddButton label="Add Category" onClick={screen.openCreate} />}
      />
      <DataTable
        label="Categories"
        rows={items}
        columns={screen.columns}
        emptyMessage="No categories found"
      />
      <CategoryForm {...screen.formProps} />
      {preview.dialog}
    </>
  );
}
