import { useLocalListActions, type LocalListTexts } from '@/hooks/useLocalListActions';
import { blogsList, type Blog } from './blogsSlice';

const TEXTS: LocalListTexts<Blog> = {
  noun: 'Blog',
  confirmDelete: (blog) => ({
    title: 'Delete blog?',
    message: `“${blog.title}” will be removed from the list.`,
  }),
};

/** Blog Management's list and writes (local only). */
export const useBlogActions = () => useLocalListActions(blogsList, TEXTS);
