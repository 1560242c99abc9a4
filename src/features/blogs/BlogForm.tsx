import type { EntityFormProps } from '@/hooks/useEntityForm';
import { readOptionalDataUrl } from '@/lib/images';
import { BLOG_FORM_BASE, BlogFormDialog, trimmedBlog } from './BlogFields';
import type { BlogDraft, BlogFormValues } from './blogSchema';
import type { Blog } from './blogsSlice';

const BLOG_FORM = {
  ...BLOG_FORM_BASE,
  async toDraft(values: BlogFormValues, blog: Blog | null): Promise<BlogDraft> {
    return {
      ...trimmedBlog(values),
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
