import type { EntityFormProps } from '@/hooks/useEntityForm';
import { readOptionalDataUrl } from '@/lib/images';
import type { CategoryBody, ServerCategory } from './categoriesApi';
import { CATEGORY_FORM_TEXTS, CategoryFormDialog, type CategoryValues } from './CategoryFields';
import { categorySchema } from './categorySchema';

const SERVER_CATEGORY_FORM = {
  idPrefix: 'category',
  texts: CATEGORY_FORM_TEXTS,
  toValues: (category: ServerCategory | null): CategoryValues => ({
    name: category?.name ?? '',
    // A new category is Active (docs/requirements.md#4-states-and-transitions).
    status: category?.status === 'inactive' ? 'Inactive' : 'Active',
    imageFile: null,
  }),
  schema: (editing: boolean) => categorySchema(!editing),
  /** The body sent: the status as the API names it, the image only when one was chosen. */
  async toDraft({ name, status, imageFile }: CategoryValues): Promise<CategoryBody> {
    const image = await readOptionalDataUrl(imageFile);
    return {
      name: name.trim(),
      status: status === 'Active' ? 'active' : 'inactive',
      ...(image !== undefined && { image }),
    } as CategoryBody;
  },
};

/** The add/edit modal of Manage Categories on the reference server. */
export function ServerCategoryForm(props: EntityFormProps<ServerCategory, CategoryBody>) {
  return <CategoryFormDialog {...props} spec={SERVER_CATEGORY_FORM} />;
}
