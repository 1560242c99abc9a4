import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ImageIcon from '@mui/icons-material/Image';
import type { GridColDef } from '@mui/x-data-grid';
import { editDeleteColumn, chipColumn, type RowHandlers } from '@/components/columns';
import { CATEGORY_STATUSES } from './categorySchema';
import type { Category } from './categoriesSlice';

interface CategoryHandlers extends RowHandlers<Category> {
  onViewImage: (category: Category) => void;
}

/**
 * Category Name, Status badge, Actions in the spec's order: Edit, Delete, View Image
 * (docs/requirements.md#manage-categories).
 */
export function categoryColumns({
  onViewImage,
  ...handlers
}: CategoryHandlers): GridColDef<Category>[] {
  return [
    { field: 'name', headerName: 'Category Name', flex: 1, minWidth: 200 },
    chipColumn<Category>(
      'status',
      'Status',
      (row) => ({ label: row.status, tone: row.status === 'Active' ? 'green' : 'red' }),
      { width: 140, values: CATEGORY_STATUSES },
    ),
    editDeleteColumn(handlers, {
      subject: (row) => `category ${row.name}`,
      after: (row) => (
        <Tooltip title="View Image">
          <IconButton
            aria-label={`View Image of category ${row.name}`}
            onClick={() => onViewImage(row)}
            size="small"
          >
            <ImageIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
      width: 160,
    }),
  ];
}
