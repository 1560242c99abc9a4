import type { BlogBody } from '../../../contract/blogs';
import type { EntityFormProps } from '@/hooks/useEntityForm';
import { readOptionalDataUrl } from '@/lib/images';
import type { Blog } from './blogsApi';
import { BLOG_FORM_BASE, BlogFormDialog, trimmedBlog } from './BlogFields';
import type { BlogFormValues } from './blogSchema';

const BLOG_FORM = {
  ...BLOG_FORM_BASE,
  /** The body sent: the texts trimmed, the image only when one was chosen (else it is kept). */
  async toDraft(values: BlogFormValues): Promise<BlogBody> {
    const image = await readOptionalDataUrl(values.image);
    return {
      ...trimmedBlog(values),
      ...(image !== undefined && { image }),
    };
  },
};

/** The Upload Blog / Edit Blog modal of Blog Management (docs/requirements.md#blog-management). */
export function BlogForm(props: EntityFormProps<Blog, BlogBody>) {
  return <BlogFormDialog {...props} spec={BLOG_FORM} />;
}
