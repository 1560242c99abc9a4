import TextField from '@mui/material/TextField';
import { FormDialog } from '@/components/FormDialog';
import { ImageField } from '@/components/ImageField';
import { SelectField } from '@/components/SelectField';
import { formTexts, useEntityForm, type EntityFormProps } from '@/hooks/useEntityForm';
import { readOptionalDataUrl } from '@/lib/images';
import type { Category, CategoryBody } from './categoriesApi';
import { CATEGORY_STATUSES, categorySchema, type CategoryStatus } from './categorySchema';

/** The form's values: the status as the form shows it, a newly chosen image. */
interface CategoryValues {
  name: string;
  status: CategoryStatus;
  imageFile: File | null;
}

const CATEGORY_FORM = {
  idPrefix: 'category',
  texts: formTexts('Category'),
  toValues: (category: Category | null): CategoryValues => ({
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

/** The add/edit modal of Manage Categories (docs/requirements.md#manage-categories). */
export function CategoryForm(props: EntityFormProps<Category, CategoryBody>) {
  const { field, image, editing, dialogProps } = useEntityForm({ ...props, ...CATEGORY_FORM });
  return (
    <FormDialog {...dialogProps} maxWidth="xs">
      <TextField label="Category Name" {...field('name')} />
      <SelectField label="Status" options={CATEGORY_STATUSES} {...field('status')} />
      <ImageField
        id="category-image"
        label="Category Image"
        required={!editing}
        currentUrl={props.item?.image}
        {...image('imageFile')}
      />
    </FormDialog>
  );
}
