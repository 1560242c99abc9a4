import type { ConfirmOptions } from '@/components/ConfirmDialog';
import { useLocalListActions } from '@/hooks/useLocalListActions';
import { blogsList, type Blog } from './blogsSlice';

const confirmDelete = (blog: Blog): ConfirmOptions => ({
  title: 'Delete blog?',
  message: `“${blog.title}” will be removed from the list.`,
});

/** Blog Management's list and writes (local only). */
export const useBlogActions = () => useLocalListActions(blogsList, confirmDelete);
