import TextField from '@mui/material/TextField';
import { FormDialog } from '@/components/FormDialog';
import { ImageField } from '@/components/ImageField';
import { SelectField } from '@/components/SelectField';
import { useEntityForm, type EntityFormProps, type EntityFormSpec } from '@/hooks/useEntityForm';
import {
  BLOG_CATEGORIES,
  BLOG_STATUSES,
  blogSchema,
  type BlogCategory,
  type BlogFormValues,
  type BlogStatus,
} from './blogSchema';

const BLOG_FORM_TEXTS = {
  create: { title: 'Upload Blog', submit: 'Upload Blog' },
  edit: { title: 'Edit Blog', submit: 'Update Blog' },
};

/** A saved blog as the form shows it: its values and its image, in the tab or on the server. */
export interface BlogShown {
  title: string;
  description: string;
  category: BlogFormValues['category'];
  status: BlogFormValues['status'];
  date: string;
  image?: string | null;
}

/** The form's values from a saved blog, or a new one's: a Draft (docs/requirements.md#4-states-and-transitions). */
const blogValues = (blog: BlogShown | null): BlogFormValues => ({
  title: blog?.title ?? '',
  description: blog?.description ?? '',
  category: blog?.category ?? '',
  status: blog?.status ?? 'Draft',
  date: blog?.date ?? '',
  image: null,
});

/** How either mode's form starts and checks; each says what its values are saved as. */
export const BLOG_FORM_BASE = {
  idPrefix: 'blog',
  texts: BLOG_FORM_TEXTS,
  toValues: blogValues,
  schema: blogSchema,
};

/** What either mode saves of the checked values but the image: the texts trimmed. */
export const trimmedBlog = (values: BlogFormValues) => ({
  title: values.title.trim(),
  description: values.description.trim(),
  // The schema has checked both are among the allowed values.
  category: values.category as BlogCategory,
  status: values.status as BlogStatus,
  date: values.date,
});

/**
 * The Upload Blog / Edit Blog modal (docs/requirements.md#blog-management):
 * server alike: `spec` says what the values are saved as.
 */
export function BlogFormDialog<Item extends BlogShown, Draft>({
  spec,
  ...props
}: EntityFormProps<Item, Draft> & { spec: EntityFormSpec<Item, BlogFormValues, Draft> }) {
  const { field, image, dialogProps } = useEntityForm({ ...props, ...spec });
  return (
    <FormDialog {...dialogProps} maxWidth="sm">
      <TextField label="Title" placeholder="Enter blog title" required {...field('title')} />
      <TextField
        label="Description"
        placeholder="Write the blog's content"
        multiline
        minRows={4}
        required
        {...field('description')}
      />
      <SelectField label="Category" options={BLOG_CATEGORIES} required {...field('category')} />
      <SelectField label="Status" options={BLOG_STATUSES} required {...field('status')} />
      <TextField
        label="Date"
        type="date"
        required
        {...field('date')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <ImageField
        id="blog-image"
        label="Image"
        currentUrl={props.item?.image}
        hint={props.item?.image ? 'Choose a new image only to replace the current one.' : undefined}
        {...image('image')}
      />
    </FormDialog>
  );
}
