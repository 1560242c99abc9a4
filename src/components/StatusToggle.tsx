import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { Status } from '../../contract/common';
import { STATUS_LABELS } from '@/lib/valueWords';
import { ROW_BUTTON } from './RowActions';
import { chipColumn, editDeleteColumn, type ListColumn, type RowHandlers } from './columns';

/** The statuses in the order the filter panel offers them. */
export const STATUSES = Object.keys(STATUS_LABELS) as Status[];

/** The Status badge of an item that is active or inactive, filtered by its labels. */
export function activeStatusColumn<R extends { status: Status }>(width = 110): ListColumn<R> {
  return chipColumn<R>(
    'status' as Extract<keyof R, string>,
    'Status',
    ({ status }) => ({ label: STATUS_LABELS[status], tone: status === 'active' ? 'green' : 'red' }),
    { width, values: STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })) },
  );
}

/** What the rows of items that are active or inactive do: edit, delete and switch. */
export interface StatusRowHandlers<T> extends RowHandlers<T> {
  onToggleStatus: (item: T) => void;
}

/**
 * Edit, Delete and the status switch of a row built for the grid from an item that is active or
 * inactive (banners, notifications), the row named by `noun` and its title: 'banner Diwali sale'.
 */
export function statusActionsColumn<
  R extends GridValidRowModel & { title: string; status: Status },
  T,
>(
  { onEdit, onDelete, onToggleStatus }: StatusRowHandlers<T>,
  noun: string,
  item: (row: R) => T,
): ListColumn<R> {
  const subject = (row: R) => `${noun} ${row.title}`;
  return editDeleteColumn<R>(
    { onEdit: (row) => onEdit(item(row)), onDelete: (row) => onDelete(item(row)) },
    {
      subject,
      // A row's switch between active and inactive: 'Deactivate banner Diwali sale'.
      extra: (row) => {
        const active = row.status === 'active';
        const action = active ? 'Deactivate' : 'Activate';
        return (
          <Tooltip title={action}>
            <IconButton
              aria-label={`${action} ${subject(row)}`}
              onClick={() => onToggleStatus(item(row))}
              {...ROW_BUTTON}
              color={active ? 'success' : 'default'}
            >
              {active ? <ToggleOnIcon /> : <ToggleOffIcon />}
            </IconButton>
          </Tooltip>
        );
      },
      width: 124,
    },
  );
}
