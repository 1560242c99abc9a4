import { useCallback } from 'react';
import { CrudScreen } from '@/components/CrudScreen';
import { useImagePreview } from '@/components/ImagePreviewDialog';
import type { RowHandlers } from '@/components/columns';
import { useCrudScreen } from '@/hooks/useCrudScreen';
import type { Category } from './categoriesSlice';
import { CategoryForm } from './CategoryForm';
import { CATEGORIES_TEXTS } from './categoryTexts';
import { categoryColumns } from './columns';
import { useCategoryActions } from './useCategoryActions';

const itself = (category: Category) => category;

/**
 * Manage Categories as the specification has it, a list kept in this tab: add, edit, delete,
 * view the image (docs/requirements.md#manage-categories).
 */
export function TabCategories() {
  const { items, ...actions } = useCategoryActions();
  const preview = useImagePreview();
  const { show } = preview;
  const columnsOf = useCallback(
    (handlers: RowHandlers<Category>) =>
      categoryColumns(
        {
          ...handlers,
          onViewImage: (category) => show({ title: category.name, src: category.image }),
        },
        itself,
      ),
    [show],
  );
  const screen = useCrudScreen(actions, columnsOf);
  return (
    <CrudScreen texts={CATEGORIES_TEXTS} rows={items} screen={screen} Form={CategoryForm}>
      {preview.dialog}
    </CrudScreen>
  );
}
