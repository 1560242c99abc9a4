import TextField from '@mui/material/TextField';
import { FormDialog } from '@/components/FormDialog';
import { ImageField } from '@/components/ImageField';
import { SelectField } from '@/components/SelectField';
import { useEntityForm, type EntityFormProps } from '@/hooks/useEntityForm';
import { readFileAsDataUrl } from '@/lib/images';
import type { Category } from './categoriesSlice';
import {
  CATEGORY_STATUSES,
  categorySchema,
  type CategoryDraft,
  type CategoryStatus,
} from './categorySchema';

interface CategoryValues {
  name: string;
  status: CategoryStatus;
  imageFile: File | null;
}

const CATEGORY_FORM = {
  idPrefix: 'category',
  texts: {
    create: { title: 'Add Category', submit: 'Add Category' },
    edit: { title: 'Edit Category', submit: 'Save Changes' },
  },
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

/** The add/edit modal of Manage Categories (docs/requirements.md#manage-categories). */
export function CategoryForm(props: EntityFormProps<Category, CategoryDraft>) {
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
