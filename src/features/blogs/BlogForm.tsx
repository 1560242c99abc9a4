import type { EntityFormProps } from '@/hooks/useEntityForm';
import { readOptionalDataUrl } from '@/lib/images';
import { BLOG_FORM_TEXTS, BlogFormDialog, blogValues } from './BlogFields';
import {
  blogSchema,
  type BlogCategory,
  type BlogDraft,
  type BlogFormValues,
  type BlogStatus,
} from './blogSchema';
import type { Blog } from './blogsSlice';

const BLOG_FORM = {
  idPrefix: 'blog',
  texts: BLOG_FORM_TEXTS,
  toValues: blogValues,
  schema: blogSchema,
  async toDraft(values: BlogFormValues, blog: Blog | null): Promise<BlogDraft> {
    return {
      title: values.title.trim(),
      description: values.description.trim(),
      // The schema has checked both are among the allowed values.
      category: values.category as BlogCategory,
      status: values.status as BlogStatus,
      date: values.date,
      image: (await readOptionalDataUrl(values.image)) ?? blog?.image ?? null,
    };
  },
};

/**
 * The Upload Blog / Edit Blog modal of the tab's list, which really saves
 * (docs/decisions.md#2-defects-fixed).
 */
export function BlogForm(props: EntityFormProps<Blog, BlogDraft>) {
  return <BlogFormDialog {...props} spec={BLOG_FORM} />;
}
