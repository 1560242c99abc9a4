import type { BlogBody } from '../../../contract/blogs';
import { useResourceActions, type ResourceTexts } from '@/hooks/useResourceActions';
import {
  useCreateBlogMutation,
  useDeleteBlogMutation,
  useUpdateBlogMutation,
  type ServerBlog,
} from './blogsApi';

const TEXTS: ResourceTexts = {
  created: 'Blog created successfully!',
  updated: 'Blog updated successfully!',
  deleted: 'Blog deleted successfully!',
  saveFailed: 'Failed to create/update blog:',
  deleteFailed: 'Failed to delete blog:',
  confirmDelete: (blog: ServerBlog) => ({
    title: 'Delete blog?',
    message: `“${blog.title}” will be deleted. This cannot be undone.`,
  }),
};

/** Blog Management's writes on the reference server with their messages; a stale one says who changed it. */
export function useServerBlogActions() {
  const [create] = useCreateBlogMutation();
  const [update] = useUpdateBlogMutation();
  const [remove] = useDeleteBlogMutation();
  return useResourceActions<ServerBlog, BlogBody>({ create, update, remove }, TEXTS);
}
