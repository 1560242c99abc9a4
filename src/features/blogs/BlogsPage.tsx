import { useMemo } from 'react';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useConfirm } from '@/components/ConfirmDialog';
import { DataTable } from '@/components/DataTable';
import { PageHeader } from '@/components/PageHeader';
import { RowActions } from '@/components/RowActions';
import { SafeImage } from '@/components/SafeImage';
import { StatusChip } from '@/components/StatusChip';
import { formatShortDate, fromDateInput } from '@/lib/format';
import { useEditDialog } from '@/hooks/useEditDialog';
import { BlogForm } from './BlogForm';
import {
  BLOG_CATEGORIES,
  BLOG_STATUSES,
  blogAdded,
  blogRemoved,
  blogUpdated,
  selectBlogs,
  type Blog,
  type BlogDraft,
} from './blogsSlice';

type BlogRow = Blog & { srNo: number };

/** Spec §2 Blog Management (local only): upload, edit and delete blogs in this tab. */
export default function BlogsPage() {
  const blogs = useAppSelector(selectBlogs);
  const dispatch = useAppDispatch();
  const confirm = useConfirm();
  const dialog = useEditDialog<Blog>();
  const { openEdit } = dialog;

  const rows = useMemo<BlogRow[]>(
    () => blogs.map((blog, index) => ({ ...blog, srNo: index + 1 })),
    [blogs],
  );

  const columns = useMemo<GridColDef<BlogRow>[]>(() => {
    const remove = async (blog: Blog) => {
      const confirmed = await confirm({
        title: 'Delete blog?',
        message: `“${blog.title}” will be removed from the list.`,
      });
      if (confirmed) dispatch(blogRemoved(blog.id));
    };
    return [
      {
        field: 'srNo',
        headerName: 'Sr. No',
        width: 90,
        type: 'number',
        align: 'left',
        headerAlign: 'left',
      },
      {
        field: 'image',
        headerName: 'Thumbnail',
        width: 110,
        sortable: false,
        filterable: false,
        renderCell: ({ row }) => <SafeImage src={row.image} alt={`Thumbnail of ${row.title}`} />,
      },
      { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
      {
        field: 'category',
        headerName: 'Category',
        width: 140,
        type: 'singleSelect',
        valueOptions: [...BLOG_CATEGORIES],
      },
      {
        field: 'status',
        headerName: 'Status',
        width: 130,
        type: 'singleSelect',
        valueOptions: [...BLOG_STATUSES],
        renderCell: ({ row }) => (
          <StatusChip label={row.status} tone={row.status === 'Published' ? 'green' : 'grey'} />
        ),
      },
      {
        field: 'date',
        headerName: 'Date',
        width: 130,
        valueFormatter: (value: string) => formatShortDate(fromDateInput(value)),
      },
      {
        field: 'actions',
        headerName: 'Actions',
        width: 110,
        sortable: false,
        filterable: false,
        renderCell: ({ row }) => (
          <RowActions
            subject={`blog ${row.title}`}
            onEdit={() => openEdit(row)}
            onDelete={() => remove(row)}
          />
        ),
      },
    ];
  }, [confirm, dispatch, openEdit]);

  const save = (draft: BlogDraft) => {
    dispatch(dialog.editing ? blogUpdated({ ...draft, id: dialog.editing.id }) : blogAdded(draft));
    dialog.close();
  };

  return (
    <>
      <PageHeader
        title="Blog Management"
        actions={
          <Button variant="contained" onClick={dialog.openCreate}>
            + Upload Blog
          </Button>
        }
      />
      <DataTable label="Blogs" rows={rows} columns={columns} emptyMessage="No blogs found." />
      <BlogForm open={dialog.open} blog={dialog.editing} onClose={dialog.close} onSave={save} />
    </>
  );
}
