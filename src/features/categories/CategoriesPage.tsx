import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import ImageIcon from '@mui/icons-material/Image';
import type { GridColDef } from '@mui/x-data-grid';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useConfirm } from '@/components/ConfirmDialog';
import { DataTable } from '@/components/DataTable';
import { ImagePreviewDialog } from '@/components/ImagePreviewDialog';
import { PageHeader } from '@/components/PageHeader';
import { RowActions } from '@/components/RowActions';
import { StatusChip } from '@/components/StatusChip';
import { useEditDialog } from '@/hooks/useEditDialog';
import {
  categoryAdded,
  categoryRemoved,
  categoryUpdated,
  CATEGORY_STATUSES,
  selectCategories,
  type Category,
  type CategoryDraft,
} from './categoriesSlice';
import { CategoryForm } from './CategoryForm';

/** Spec §2 Manage Categories (local only): add, edit, delete, view the image. */
export default function CategoriesPage() {
  const categories = useAppSelector(selectCategories);
  const dispatch = useAppDispatch();
  const confirm = useConfirm();
  const dialog = useEditDialog<Category>();
  const { openEdit } = dialog;
  const [viewing, setViewing] = useState<Category | null>(null);

  const columns = useMemo<GridColDef<Category>[]>(() => {
    const remove = async (category: Category) => {
      const confirmed = await confirm({
        title: 'Delete category?',
        message: `“${category.name}” will be removed from the list.`,
      });
      if (confirmed) dispatch(categoryRemoved(category.id));
    };
    return [
      { field: 'name', headerName: 'Category Name', flex: 1, minWidth: 200 },
      {
        field: 'status',
        headerName: 'Status',
        width: 140,
        type: 'singleSelect',
        valueOptions: [...CATEGORY_STATUSES],
        renderCell: ({ row }) => (
          <StatusChip label={row.status} tone={row.status === 'Active' ? 'green' : 'red'} />
        ),
      },
      {
        field: 'actions',
        headerName: 'Actions',
        width: 160,
        sortable: false,
        filterable: false,
        renderCell: ({ row }) => (
          <RowActions
            subject={`category ${row.name}`}
            onEdit={() => openEdit(row)}
            onDelete={() => remove(row)}
          >
            <Tooltip title="View Image">
              <IconButton
                aria-label={`View Image of category ${row.name}`}
                onClick={() => setViewing(row)}
                size="small"
              >
                <ImageIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </RowActions>
        ),
      },
    ];
  }, [confirm, dispatch, openEdit]);

  const save = (draft: CategoryDraft) => {
    dispatch(
      dialog.editing ? categoryUpdated({ ...draft, id: dialog.editing.id }) : categoryAdded(draft),
    );
    dialog.close();
  };

  return (
    <>
      <PageHeader
        title="Manage Categories"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={dialog.openCreate}>
            Add Category
          </Button>
        }
      />
      <DataTable
        label="Categories"
        rows={categories}
        columns={columns}
        emptyMessage="No categories found"
      />
      <CategoryForm
        open={dialog.open}
        category={dialog.editing}
        onClose={dialog.close}
        onSave={save}
      />
      <ImagePreviewDialog
        image={viewing && { title: viewing.name, src: viewing.image }}
        onClose={() => setViewing(null)}
      />
    </>
  );
}
