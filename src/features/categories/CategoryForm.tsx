import { useMemo } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { FormDialog } from '@/components/FormDialog';
import { ImageField } from '@/components/ImageField';
import { fieldError } from '@/lib/formik';
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

interface CategoryFormProps {
  open: boolean;
  category: Category | null;
  onClose: () => void;
  onSave: (draft: CategoryDraft) => void;
}

export function CategoryForm({ open, category, onClose, onSave }: CategoryFormProps) {
  const schema = useMemo(() => categorySchema(category === null), [category]);
  const formik = useFormik<CategoryValues>({
    initialValues: {
      name: category?.name ?? '',
      status: category?.status ?? 'Active',
      imageFile: null,
    },
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: async ({ name, status, imageFile }) => {
      // Without a new file an edited category keeps its image.
      const image = imageFile ? await readFileAsDataUrl(imageFile) : (category?.image ?? '');
      onSave({ name: name.trim(), status, image });
      formik.resetForm();
    },
  });
  const close = () => {
    formik.resetForm();
    onClose();
  };
  const error = (field: keyof CategoryValues) => fieldError(formik, field);

  return (
    <FormDialog
      open={open}
      title={category ? 'Edit Category' : 'Add Category'}
      submitLabel={category ? 'Save Changes' : 'Add Category'}
      onClose={close}
      onSubmit={formik.handleSubmit}
      submitting={formik.isSubmitting}
      maxWidth="xs"
    >
      <TextField
        label="Category Name"
        {...formik.getFieldProps('name')}
        error={Boolean(error('name'))}
        helperText={error('name')}
      />
      <TextField
        select
        label="Status"
        {...formik.getFieldProps('status')}
        error={Boolean(error('status'))}
        helperText={error('status')}
      >
        {CATEGORY_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {status}
          </MenuItem>
        ))}
      </TextField>
      <ImageField
        id="category-image"
        label="Category Image"
        required={category === null}
        file={formik.values.imageFile}
        currentUrl={category?.image}
        error={error('imageFile')}
        onChange={(file) => {
          void formik.setFieldTouched('imageFile', true, false);
          void formik.setFieldValue('imageFile', file);
        }}
      />
    </FormDialog>
  );
}
