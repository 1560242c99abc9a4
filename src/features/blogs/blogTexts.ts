/** Blog Management's texts (docs/requirements.md#blog-management), in either `screens` mode. */
import { screenTexts } from '@/components/CrudScreen';
import type { ResourceTexts } from '@/hooks/useResourceActions';
import type { Blog } from './blogsApi';

export const BLOGS_TEXTS = screenTexts(
  'Blog Management',
  '+ Upload Blog',
  'Blogs',
  'No blogs found.',
);

/** Its writes' messages; a stale one says who changed it. */
export const BLOG_WRITE_TEXTS: ResourceTexts<Blog> = {
  created: 'Blog created successfully!',
  updated: 'Blog updated successfully!',
  deleted: 'Blog deleted successfully!',
  saveFailed: 'Failed to create/update blog:',
  deleteFailed: 'Failed to delete blog:',
  confirmDelete: (blog: Blog) => ({
    title: 'Delete blog?',
    message: `“${blog.title}” will be deleted. This cannot be undone.`,
  }),
};
