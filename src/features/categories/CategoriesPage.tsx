import { useCallback } from 'react';
import { CrudScreen, screenTexts } from '@/components/CrudScreen';
import { useImagePreview } from '@/components/ImagePreviewDialog';
import type { RowHandlers } from '@/components/columns';
import { useCrudScreen } from '@/hooks/useCrudScreen';
import type { Category } from './categoriesSlice';
import { CategoryForm } from './CategoryForm';
import { categoryColumns } from './columns';
import { useCategoryActions } from './useCategoryActions';

const TEXTS = screenTexts('Manage Categories', 'Add Category', 'Categories', 'No categories found');

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
    <CrudScreen texts={TEXTS} rows={items} screen={screen} Form={CategoryForm}>
      {preview.dialog}
    </CrudScreen>
  );
}
