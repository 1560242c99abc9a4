import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { FormDialog } from '@/components/FormDialog';
import { ImageField } from '@/components/ImageField';
import { useEntityForm, type EntityFormProps } from '@/hooks/useEntityForm';
import { bindField, bindImage } from '@/lib/formik';
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

// A new blog starts as a Draft (docs/requirements.md#4-states-and-transitions).
const toValues = (blog: Blog | null): BlogFormValues => ({
  title: blog?.title ?? '',
  description: blog?.description ?? '',
  category: blog?.category ?? '',
  status: blog?.status ?? 'Draft',
  date: blog?.date ?? '',
  image: null,
});

async function toDraft(values: BlogFormValues, blog: Blog | null): Promise<BlogDraft> {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    // The schema has checked both are among the allowed values.
    category: values.category as BlogCategory,
    status: values.status as BlogStatus,
    date: values.date,
    image: (await readOptionalDataUrl(values.image)) ?? blog?.image ?? null,
  };
}

/**
 * The Upload Blog / Edit Blog modal (docs/requirements.md#blog-management), which really saves
 * (docs/decisions.md#2-defects-fixed).
 */
export function BlogForm(props: EntityFormProps<Blog, BlogDraft>) {
  const { formik, editing, dialogProps } = useEntityForm({
    ...props,
    toValues,
    schema: blogSchema,
    toDraft,
  });
  const field = (name: 'title' | 'description' | 'category' | 'status' | 'date') => ({
    ...bindField(formik, name, 'blog'),
    required: true,
  });

  return (
    <FormDialog
      {...dialogProps}
      title={editing ? 'Edit Blog' : 'Upload Blog'}
      submitLabel={editing ? 'Update Blog' : 'Upload Blog'}
      maxWidth="sm"
    >
      <TextField label="Title" placeholder="Enter blog title" {...field('title')} />
      <TextField
        label="Description"
        placeholder="Write the blog's content"
        multiline
        minRows={4}
        {...field('description')}
      />
      <TextField select label="Category" {...field('category')}>
        {BLOG_CATEGORIES.map((category) => (
          <MenuItem key={category} value={category}>
            {category}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label="Status" {...field('status')}>
        {BLOG_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {status}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Date"
        type="date"
        {...field('date')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <ImageField
        id="blog-image"
        label="Image"
        currentUrl={props.item?.image}
        hint={props.item?.image ? 'Choose a new image only to replace the current one.' : undefined}
        {...bindImage(formik, 'image')}
      />
    </FormDialog>
  );
}
