import type { BlogBody } from '../../../contract/blogs';
import { useResourceActions, type ResourceTexts } from '@/hooks/useResourceActions';
import {
  useCreateBlogMutation,
  useDeleteBlogMutation,
  useUpdateBlogMutation,
  type Blog,
} from './blogsApi';

const TEXTS: ResourceTexts = {
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

/** Blog Management's writes with their messages; a stale one says who changed it. */
export function useBlogActions() {
  const [create] = useCreateBlogMutation();
  const [update] = useUpdateBlogMutation();
  const [remove] = useDeleteBlogMutation();
  return useResourceActions<Blog, BlogBody>({ create, update, remove }, TEXTS);
}
