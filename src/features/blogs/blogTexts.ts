/** Blog Management's texts (docs/requirements.md#blog-management), in either `screens` mode. */
import { screenTexts } from '@/components/CrudScreen';
import { deleteNamed, writeTexts } from '@/hooks/useResourceActions';
import type { Blog } from './blogsApi';

export const BLOGS_TEXTS = screenTexts(
  'Blog Management',
  '+ Upload Blog',
  'Blogs',
  'No blogs found.',
);

/** Its writes' messages; a stale one says who changed it. */
export const BLOG_WRITE_TEXTS = writeTexts('Blog', (blog: Blog) => deleteNamed('Blog', blog.title));
