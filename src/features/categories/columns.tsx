import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ImageIcon from '@mui/icons-material/Image';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { editDeleteColumn, chipColumn, type RowHandlers } from '@/components/columns';
import { CATEGORY_STATUSES, type CategoryStatus } from './categorySchema';

/** What a row of either mode shows: its name, its status as the badge says it, its image. */
export interface CategoryRow extends GridValidRowModel {
  id: string | number;
  name: string;
  status: CategoryStatus;
}

export interface CategoryHandlers<T> extends RowHandlers<T> {
  onViewImage: (category: T) => void;
}

/**
 * Category Name, Status badge, Actions in the spec's order: Edit, Delete, View Image
 * (docs/requirements.md#manage-categories). `itemOf` is the item behind a row.
 */
export function categoryColumns<R extends CategoryRow, T>(
  { onViewImage, ...handlers }: CategoryHandlers<T>,
  itemOf: (row: R) => T,
): GridColDef<R>[] {
  // `item` is given, as the options ask whatever R and T are; TypeScript cannot tell which
  // branch of their type a generic row takes.
  const options = {
    subject: (row: R) => `category ${row.name}`,
    item: itemOf,
    after: (row: R) => (
      <Tooltip title="View Image">
        <IconButton
          aria-label={`View Image of category ${row.name}`}
          onClick={() => onViewImage(itemOf(row))}
          size="small"
        >
          <ImageIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    ),
    width: 160,
  } as unknown as Parameters<typeof editDeleteColumn<R, T>>[1];
  return [
    { field: 'name', headerName: 'Category Name', flex: 1, minWidth: 200 },
    chipColumn<R>(
      'status' as Extract<keyof R, string>,
      'Status',
      (row) => ({ label: row.status, tone: row.status === 'Active' ? 'green' : 'red' }),
      { width: 140, values: CATEGORY_STATUSES },
    ),
    editDeleteColumn<R, T>(handlers, options),
  ];
}
