import type { GridColDef } from '@mui/x-data-grid';
import {
  chipColumn,
  choiceColumn,
  dateColumn,
  editDeleteColumn,
  serialColumn,
  type RowHandlers,
} from '@/components/columns';
import { SafeImage } from '@/components/SafeImage';
import { fromDateInput } from '@/lib/format';
import { BLOG_CATEGORIES, BLOG_STATUSES } from './blogSchema';
import type { Blog } from './blogsSlice';

export type BlogRow = Blog & { srNo: number };

/**
 * Sr. No, Thumbnail, Title, Category, Status, Date (short US format), Actions
 * (docs/requirements.md#blog-management).
 */
export function blogColumns(handlers: RowHandlers<Blog>): GridColDef<BlogRow>[] {
  return [
    serialColumn<BlogRow>(),
    {
      field: 'image',
      headerName: 'Thumbnail',
      width: 110,
      sortable: false,
      filterable: false,
      renderCell: ({ row }) => <SafeImage src={row.image} alt={`Thumbnail of ${row.title}`} />,
    },
    { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
    choiceColumn<BlogRow>('category', 'Category', BLOG_CATEGORIES),
    chipColumn<BlogRow>(
      'status',
      'Status',
      (row) => ({ label: row.status, tone: row.status === 'Published' ? 'green' : 'grey' }),
      { width: 130, values: BLOG_STATUSES },
    ),
    dateColumn<BlogRow>('date', 'Date', { toDate: fromDateInput }),
    editDeleteColumn<BlogRow, Blog>(handlers, { subject: (row) => `blog ${row.title}` }),
  ];
}
