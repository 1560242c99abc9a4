import Button from '@mui/material/Button';
import { CrudScreen, screenTexts } from '@/components/CrudScreen';
import { PagedListToolbar } from '@/components/PagedListToolbar';
import { useKeptCrudScreen } from '@/hooks/useCrudScreen';
import { writeTexts } from '@/hooks/useResourceActions';
import { blogs, type Blog } from './blogsApi';
import { BlogForm } from './BlogForm';
import { blogColumns } from './columns';

const TEXTS = screenTexts('Blog Management', '+ Upload Blog', 'Blogs', 'No blogs found.');
const SEARCH = { placeholder: 'Search blogs...', searchLabel: 'Search blogs by title' };
/** Its writes' messages; a stale one says who changed it. */
const WRITE_TEXTS = writeTexts('Blog', (blog: Blog) => blog.title);

/**
 * Blog Management (docs/requirements.md#blog-management, docs/decisions.md#content-on-the-server):
 * the blogs a page at a time, searched by title, sorted and filtered by status, the page, search,
 * sort and filter in the URL; upload, edit, delete and the CSV export.
 */
export default function BlogsPage() {
  const { table, toolbar, screen } = useKeptCrudScreen(blogs, WRITE_TEXTS, blogColumns);
  return (
    <CrudScreen
      texts={TEXTS}
      {...table}
      // The requirements write its plus sign in its text, without the add icon.
      addButton={
        <Button variant="contained" onClick={screen.openCreate}>
          {TEXTS.add}
        </Button>
      }
      toolbar={<PagedListToolbar {...toolbar} {...SEARCH} subject="blogs" />}
      Form={BlogForm}
    />
  );
}
