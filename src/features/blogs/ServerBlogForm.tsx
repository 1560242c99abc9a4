import type { BlogBody } from '../../../contract/blogs';
import type { EntityFormProps } from '@/hooks/useEntityForm';
import { readOptionalDataUrl } from '@/lib/images';
import type { ServerBlog } from './blogsApi';
import { BLOG_FORM_TEXTS, BlogFormDialog, blogValues } from './BlogFields';
import { blogSchema, type BlogCategory, type BlogFormValues, type BlogStatus } from './blogSchema';

const SERVER_BLOG_FORM = {
  idPrefix: 'blog',
  texts: BLOG_FORM_TEXTS,
  toValues: blogValues,
  schema: blogSchema,
  /** The body sent: the texts trimmed, the image only when one was chosen (else it is kept). */
  async toDraft(values: BlogFormValues): Promise<BlogBody> {
    const image = await readOptionalDataUrl(values.image);
    return {
      title: values.title.trim(),
      description: values.description.trim(),
      // The schema has checked both are among the allowed values.
      category: values.category as BlogCategory,
      status: values.status as BlogStatus,
      date: values.date,
      ...(image !== undefined && { image }),
    };
  },
};

/** The Upload Blog / Edit Blog modal of Blog Management on the reference server. */
export function ServerBlogForm(props: EntityFormProps<ServerBlog, BlogBody>) {
  return <BlogFormDialog {...props} spec={SERVER_BLOG_FORM} />;
}
