import { useMemo } from 'react';
import { CrudScreen } from '@/components/CrudScreen';
import { PagedListToolbar } from '@/components/PagedListToolbar';
import { useCrudScreen } from '@/hooks/useCrudScreen';
import { useKeptList } from '@/hooks/useKeptList';
import { useResourceActions } from '@/hooks/useResourceActions';
import { blogs } from './blogsApi';
import { BLOG_WRITE_TEXTS, BLOGS_TEXTS } from './blogTexts';
import { BlogForm } from './BlogForm';
import { blogColumns, toBlogRows } from './columns';
import { UploadBlogButton } from './UploadBlogButton';

/**
 * Blog Management (docs/requirements.md#blog-management, docs/decisions.md#content-on-the-server):
 * the blogs a page at a time, searched by title, sorted and filtered by status, the page, search,
 * sort and filter in the URL; upload, edit, delete and the CSV export.
 */
export default function BlogsPage() {
  const kept = useKeptList(blogs);
  const { items, offset } = kept;
  const rows = useMemo(() => toBlogRows(items, offset), [items, offset]);
  const screen = useCrudScreen(useResourceActions(blogs, BLOG_WRITE_TEXTS), blogColumns);
  return (
    <CrudScreen
      texts={BLOGS_TEXTS}
      rows={rows}
      {...kept.table}
      addButton={<UploadBlogButton onClick={screen.openCreate} />}
      toolbar={
        <PagedListToolbar
          {...kept.toolbar}
          gridApi={kept.table.apiRef}
          placeholder="Search blogs..."
          searchLabel="Search blogs by title"
          subject="blogs"
        />
      }
      screen={screen}
      Form={BlogForm}
    />
  );
}
