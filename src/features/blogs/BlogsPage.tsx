import { useMemo } from 'react';
import Button from '@mui/material/Button';
import { numbered } from '@/components/columns';
import { CrudScreen, screenTexts } from '@/components/CrudScreen';
import { useCrudScreen } from '@/hooks/useCrudScreen';
import { BlogForm } from './BlogForm';
import { blogColumns } from './columns';
import { useBlogActions } from './useBlogActions';

const TEXTS = screenTexts('Blog Management', '+ Upload Blog', 'Blogs', 'No blogs found.');

/**
 * Blog Management (local only): upload, edit and delete blogs in this tab
 * (docs/requirements.md#blog-management).
 */
export default function BlogsPage() {
  const { items, ...actions } = useBlogActions();
  const screen = useCrudScreen(actions, blogColumns);
  const rows = useMemo(() => numbered(items), [items]);
  // The requirements write this button's plus sign in its text, without the add icon.
  const upload = (
    <Button variant="contained" onClick={screen.openCreate}>
      {TEXTS.add}
    </Button>
  );
  return (
    <CrudScreen texts={TEXTS} rows={rows} screen={screen} Form={BlogForm} addButton={upload} />
  );
}
