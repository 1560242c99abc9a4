import { useMemo } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { FormDialog } from '@/components/FormDialog';
import { ImageField } from '@/components/ImageField';
import { fieldError } from '@/lib/formik';
import { readOptionalDataUrl } from '@/lib/images';
import { blogSchema, type BlogFormValues } from './blogSchema';
import {
  BLOG_CATEGORIES,
  BLOG_STATUSES,
  type Blog,
  type BlogCategory,
  type BlogDraft,
  type BlogStatus,
} from './blogsSlice';

// Spec §4: a new blog starts as a Draft.
const valuesOf = (blog: Blog | null): BlogFormValues => ({
  title: blog?.title ?? '',
  description: blog?.description ?? '',
  category: blog?.category ?? '',
  status: blog?.status ?? 'Draft',
  date: blog?.date ?? '',
  image: null,
});

interface BlogFormProps {
  open: boolean;
  /** The blog being edited, or null to upload a new one. */
  blog: Blog | null;
  onClose: () => void;
  onSave: (draft: BlogDraft) => void;
}

/** The Upload Blog / Edit Blog modal (spec §2), which really saves (DECISIONS.md §2). */
export function BlogForm({ open, blog, onClose, onSave }: BlogFormProps) {
  const editing = blog !== null;
  const initialValues = useMemo(() => valuesOf(blog), [blog]);

  const formik = useFormik<BlogFormValues>({
    initialValues,
    enableReinitialize: true,
    validationSchema: blogSchema,
    onSubmit: async (values, { resetForm }) => {
      const image = (await readOptionalDataUrl(values.image)) ?? blog?.image ?? null;
      onSave({
        title: values.title.trim(),
        description: values.description.trim(),
        // The schema has checked both are among the spec's values.
        category: values.category as BlogCategory,
        status: values.status as BlogStatus,
        date: values.date,
        image,
      });
      resetForm();
    },
  });

  const close = () => {
    formik.resetForm();
    onClose();
  };

  const fieldProps = (field: 'title' | 'description' | 'category' | 'status' | 'date') => {
    const error = fieldError(formik, field);
    return {
      id: `blog-${field}`,
      ...formik.getFieldProps(field),
      required: true,
      error: Boolean(error),
      helperText: error,
    };
  };

  return (
    <FormDialog
      open={open}
      title={editing ? 'Edit Blog' : 'Upload Blog'}
      submitLabel={editing ? 'Update Blog' : 'Upload Blog'}
      onClose={close}
      onSubmit={formik.handleSubmit}
      submitting={formik.isSubmitting}
      maxWidth="sm"
    >
      <TextField label="Title" placeholder="Enter blog title" {...fieldProps('title')} />
      <TextField
        label="Description"
        placeholder="Write the blog's content"
        multiline
        minRows={4}
        {...fieldProps('description')}
      />
      <TextField select label="Category" {...fieldProps('category')}>
        {BLOG_CATEGORIES.map((category) => (
          <MenuItem key={category} value={category}>
            {category}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label="Status" {...fieldProps('status')}>
        {BLOG_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {status}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Date"
        type="date"
        {...fieldProps('date')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <ImageField
        id="blog-image"
        label="Image"
        file={formik.values.image}
        currentUrl={blog?.image}
        error={fieldError(formik, 'image')}
        hint={
          editing && blog.image ? 'Choose a new image only to replace the current one.' : undefined
        }
        onChange={(file) => {
          formik.setFieldError('image', undefined);
          void formik.setFieldTouched('image', true, false);
          void formik.setFieldValue('image', file);
        }}
      />
    </FormDialog>
  );
}
