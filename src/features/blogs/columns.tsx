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
import type { BlogShown } from './BlogFields';
import { BLOG_CATEGORIES, BLOG_STATUSES } from './blogSchema';

/** A row of either mode: a blog, its id, and its number in the list. */
export type BlogRow = BlogShown & { id: string | number; srNo: number };

/**
 * Sr. No, Thumbnail, Title, Category, Status, Date (short US format), Actions
 * (docs/requirements.md#blog-management). Each row is the blog itself, numbered.
 */
export function blogColumns<R extends BlogRow>(handlers: RowHandlers<R>): GridColDef<R>[] {
  // TypeScript cannot tell that a row type R extending BlogRow has BlogRow's fields, nor that R
  // is its own item: both are said once here.
  const field = (name: keyof BlogRow & string) => name as Extract<keyof R, string>;
  const actions = { subject: (row: R) => `blog ${row.title}` } as Parameters<
    typeof editDeleteColumn<R, R>
  >[1];
  return [
    serialColumn<R>(),
    {
      field: 'image',
      headerName: 'Thumbnail',
      width: 96,
      sortable: false,
      filterable: false,
      renderCell: ({ row }) => <SafeImage src={row.image} alt={`Thumbnail of ${row.title}`} />,
    },
    { field: 'title', headerName: 'Title', flex: 1, minWidth: 160 },
    choiceColumn<R>(field('category'), 'Category', BLOG_CATEGORIES, 130),
    chipColumn<R>(
      field('status'),
      'Status',
      (row) => ({ label: row.status, tone: row.status === 'Published' ? 'green' : 'grey' }),
      { width: 110, values: BLOG_STATUSES },
    ),
    dateColumn<R>(field('date'), 'Date', { toDate: fromDateInput }),
    editDeleteColumn<R, R>(handlers, actions),
  ];
}
