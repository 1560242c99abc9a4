import TextField from '@mui/material/TextField';
import { ImageField } from '@/components/ImageField';
import { SelectField } from '@/components/SelectField';
import type { bindField, bindImage } from '@/lib/formik';
import { CATEGORY_STATUSES, type CategoryStatus } from './categorySchema';

/** The form's values: the status as the form shows it, a newly chosen image. */
export interface CategoryValues {
  name: string;
  status: CategoryStatus;
  imageFile: File | null;
}

export const CATEGORY_FORM_TEXTS = {
  create: { title: 'Add Category', submit: 'Add Category' },
  edit: { title: 'Edit Category', submit: 'Save Changes' },
};

interface CategoryFieldsProps {
  field: (name: keyof CategoryValues & string) => ReturnType<typeof bindField>;
  image: (name: keyof CategoryValues & string) => ReturnType<typeof bindImage>;
  editing: boolean;
  /** The saved image, shown until a new one is chosen. */
  currentUrl: string | null | undefined;
}

/** The add/edit modal's fields of Manage Categories (docs/requirements.md#manage-categories). */
export function CategoryFields({ field, image, editing, currentUrl }: CategoryFieldsProps) {
  return (
    <>
      <TextField label="Category Name" {...field('name')} />
      <SelectField label="Status" options={CATEGORY_STATUSES} {...field('status')} />
      <ImageField
        id="category-image"
        label="Category Image"
        required={!editing}
        currentUrl={currentUrl}
        {...image('imageFile')}
      />
    </>
  );
}
