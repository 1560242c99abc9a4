import type { BlogBody } from '../../../contract/blogs';
import type { EntityFormProps } from '@/hooks/useEntityForm';
import { readOptionalDataUrl } from '@/lib/images';
import type { ServerBlog } from './blogsApi';
import { BLOG_FORM_BASE, BlogFormDialog, trimmedBlog } from './BlogFields';
import type { BlogFormValues } from './blogSchema';

const SERVER_BLOG_FORM = {
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

/** The Upload Blog / Edit Blog modal of Blog Management on the reference server. */
export function ServerBlogForm(props: EntityFormProps<ServerBlog, BlogBody>) {
  return <BlogFormDialog {...props} spec={SERVER_BLOG_FORM} />;
}
