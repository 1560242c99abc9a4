import TextField from '@mui/material/TextField';
import type { BlogBody } from '../../../contract/blogs';
import { BLOG_CATEGORIES, BLOG_STATUSES } from '../../../contract/formRules';
import { DATE_FIELD } from '@/components/dateField';
import { FormDialog } from '@/components/FormDialog';
import { ImageField } from '@/components/ImageField';
import { SelectField } from '@/components/SelectField';
import { formTexts, useEntityForm, type EntityFormProps } from '@/hooks/useEntityForm';
import { readOptionalDataUrl } from '@/lib/images';
import type { Blog } from './blogsApi';
import { blogSchema, type BlogFormValues } from './blogSchema';

const BLOG_FORM = {
  idPrefix: 'blog',
  texts: formTexts('Blog', { add: 'Upload', update: true }),
  /** The form's values from a saved blog, or a new one's: a Draft (docs/requirements.md#4-states-and-transitions). */
  toValues: (blog: Blog | null): BlogFormValues => ({
    title: blog?.title ?? '',
    description: blog?.description ?? '',
    category: blog?.category ?? '',
    status: blog?.status ?? 'Draft',
    date: blog?.date ?? '',
    image: null,
  }),
  schema: blogSchema,
  /**
   * The body sent: the fields as the schema reads them (texts trimmed), the image only when one
   * was chosen (else it is kept).
   */
  async toDraft({ image: file, ...values }: BlogFormValues): Promise<BlogBody> {
    const image = await readOptionalDataUrl(file);
    return { ...blogSchema.omit(['image']).cast(values), ...(image !== undefined && { image }) };
  },
};

/** The Upload Blog / Edit Blog modal of Blog Management (docs/requirements.md#blog-management). */
export function BlogForm(props: EntityFormProps<Blog, BlogBody>) {
  const { field, image, dialogProps } = useEntityForm({ ...props, ...BLOG_FORM });
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
      <TextField label="Date" required {...field('date')} {...DATE_FIELD} />
      <ImageField
        id="blog-image"
        label="Image"
        currentUrl={props.item?.image}
        {...image('image')}
      />
    </FormDialog>
  );
}
