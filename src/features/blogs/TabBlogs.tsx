import { useMemo } from 'react';
import { numbered, type RowHandlers } from '@/components/columns';
import { CrudScreen } from '@/components/CrudScreen';
import { useCrudScreen } from '@/hooks/useCrudScreen';
import { BlogForm } from './BlogForm';
import { BLOGS_TEXTS } from './blogTexts';
import type { Blog } from './blogsSlice';
import { blogColumns } from './columns';
import { UploadBlogButton } from './UploadBlogButton';
import { useBlogActions } from './useBlogActions';

const tabColumns = (handlers: RowHandlers<Blog>) => blogColumns<Blog & { srNo: number }>(handlers);

/**
 * Blog Management as the specification has it, a list kept in this tab: upload, edit and delete
 * blogs (docs/requirements.md#blog-management).
 */
export function TabBlogs() {
  const { items, ...actions } = useBlogActions();
  const screen = useCrudScreen(actions, tabColumns);
  const rows = useMemo(() => numbered(items), [items]);
  return (
    <CrudScreen
      texts={BLOGS_TEXTS}
      rows={rows}
      screen={screen}
      Form={BlogForm}
      addButton={<UploadBlogButton onClick={screen.openCreate} />}
    />
  );
}
