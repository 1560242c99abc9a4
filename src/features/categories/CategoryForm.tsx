import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { FormDialog } from '@/components/FormDialog';
import { ImageField } from '@/components/ImageField';
import { useEntityForm, type EntityFormProps } from '@/hooks/useEntityForm';
import { bindField, bindImage } from '@/lib/formik';
import { readFileAsDataUrl } from '@/lib/images';
import {
  CATEGORY_STATUSES,
  type Category,
  type CategoryDraft,
  type CategoryStatus,
} from './categoriesSlice';
import { categorySchema } from './categorySchema';

interface CategoryValues {
  name: string;
  status: CategoryStatus;
  imageFile: File | null;
}

const toValues = (category: Category | null): CategoryValues => ({
  name: category?.name ?? '',
  status: category?.status ?? 'Active',
  imageFile: null,
});

const schema = (editing: boolean) => categorySchema(!editing);

async function toDraft(
  { name, status, imageFile }: CategoryValues,
  category: Category | null,
): Promise<CategoryDraft> {
  // Without a new file an edited category keeps its image.
  const image = imageFile ? await readFileAsDataUrl(imageFile) : (category?.image ?? '');
  return { name: name.trim(), status, image };
}

/** The add/edit modal of Manage Categories (docs/requirements.md#manage-categories). */
export function CategoryForm(props: EntityFormProps<Category, CategoryDraft>) {
  const { formik, editing, dialogProps } = useEntityForm({ ...props, toValues, schema, toDraft });
  const field = (name: 'name' | 'status') => bindField(formik, name, 'category');

  return (
    <FormDialog
      {...dialogProps}
      title={editing ? 'Edit Category' : 'Add Category'}
      submitLabel={editing ? 'Save Changes' : 'Add Category'}
      maxWidth="xs"
    >
      <TextField label="Category Name" {...field('name')} />
      <TextField select label="Status" {...field('status')}>
        {CATEGORY_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {status}
          </MenuItem>
        ))}
      </TextField>
      <ImageField
        id="category-image"
        label="Category Image"
        required={!editing}
        currentUrl={props.item?.image}
        {...bindImage(formik, 'imageFile')}
      />
    </FormDialog>
  );
}
