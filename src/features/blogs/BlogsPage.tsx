import { useMemo } from 'react';
import Button from '@mui/material/Button';
import { numbered } from '@/components/columns';
import { DataTable } from '@/components/DataTable';
import { PageHeader } from '@/components/PageHeader';
import { useCrudScreen } from '@/hooks/useCrudScreen';
import { BlogForm } from './BlogForm';
import { blogColumns } from './columns';
import { useBlogActions } from './useBlogActions';

/**
 * Blog Management (local only): upload, edit and delete blogs in this tab
 * (docs/requirements.md#blog-management).
 */
export default function BlogsPage() {
  const { items, ...actions } = useBlogActions();
  const screen = useCrudScreen(actions, blogColumns);
  const rows = useMemo(() => numbered(items), [items]);
  return (
    <>
      <PageHeader
        title="Blog Management"
        actions={
          <Button variant="contained" onClick={screen.openCreate}>
            + Upload Blog
          </Button>
        }
      />
      <DataTable
        label="Blogs"
        rows={rows}
        columns={screen.columns}
        emptyMessage="No blogs found."
      />
      <BlogForm {...screen.formProps} />
    </>
  );
}
