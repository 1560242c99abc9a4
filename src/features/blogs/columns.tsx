import type { GridColDef } from '@mui/x-data-grid';
import {
  chipColumn,
  choiceColumn,
  dateColumn,
  editDeleteColumn,
  serialColumn,
  serverColumns,
  type RowHandlers,
} from '@/components/columns';
import { SafeImage } from '@/components/SafeImage';
import { formatUsNumericDate, fromDateInput } from '@/lib/format';
import { BLOG_CATEGORIES, BLOG_STATUSES } from '../../../contract/formRules';
import { blogs, type Blog } from './blogsApi';

/** A blog as its row shows it: numbered across the pages. */
export type BlogRow = Blog & { srNo: number };

/**
 * Sr. No, Thumbnail, Title, Category, Status, Date (short US format), Actions
 * (docs/requirements.md#blog-management), sorted by title, category, status and date and
 * filtered by status by the list's source (docs/decisions.md#content-on-the-server).
 */
export function blogColumns(handlers: RowHandlers<Blog>): GridColDef<BlogRow>[] {
  const columns = [
    serialColumn<BlogRow>(),
    {
      field: 'image',
      headerName: 'Thumbnail',
      width: 96,
      sortable: false,
      filterable: false,
      renderCell: ({ row }: { row: BlogRow }) => (
        <SafeImage src={row.image} alt={`Thumbnail of ${row.title}`} />
      ),
    },
    { field: 'title', headerName: 'Title', flex: 1, minWidth: 160 },
    choiceColumn<BlogRow>('category', 'Category', BLOG_CATEGORIES, 130),
    chipColumn<BlogRow>(
      'status',
      'Status',
      (row) => ({ label: row.status, tone: row.status === 'Published' ? 'green' : 'grey' }),
      { width: 110, values: BLOG_STATUSES },
    ),
    dateColumn<BlogRow>('date', 'Date', { toDate: fromDateInput, format: formatUsNumericDate }),
    editDeleteColumn<BlogRow>(handlers, { subject: (row) => `blog ${row.title}` }),
  ];
  return serverColumns(columns, blogs.spec);
}
