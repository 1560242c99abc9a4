import type { EntityFormProps } from '@/hooks/useEntityForm';
import { readFileAsDataUrl } from '@/lib/images';
import type { Category } from './categoriesSlice';
import { CATEGORY_FORM_TEXTS, CategoryFormDialog, type CategoryValues } from './CategoryFields';
import { categorySchema, type CategoryDraft } from './categorySchema';

const CATEGORY_FORM = {
  idPrefix: 'category',
  texts: CATEGORY_FORM_TEXTS,
  toValues: (category: Category | null): CategoryValues => ({
    name: category?.name ?? '',
    status: category?.status ?? 'Active',
    imageFile: null,
  }),
  schema: (editing: boolean) => categorySchema(!editing),
  async toDraft(
    { name, status, imageFile }: CategoryValues,
    category: Category | null,
  ): Promise<CategoryDraft> {
    // Without a new file an edited category keeps its image.
    const image = imageFile ? await readFileAsDataUrl(imageFile) : (category?.image ?? '');
    return { name: name.trim(), status, image };
  },
};

/**
 * The add/edit modal of Manage Categories kept in the tab
 * (docs/requirements.md#manage-categories).
 */
export function CategoryForm(props: EntityFormProps<Category, CategoryDraft>) {
  return <CategoryFormDialog {...props} spec={CATEGORY_FORM} />;
}
