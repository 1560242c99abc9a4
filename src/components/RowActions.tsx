import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';

/**
 * A row's icon button: small beside a grid's row, and on a card (below the theme's `md`) the
 * 48 px a finger needs.
 */
export const ROW_BUTTON = {
  size: 'small',
  sx: { minWidth: { xs: 48, md: 0 }, minHeight: { xs: 48, md: 0 } },
} as const;

interface RowActionsProps {
  /** What the row is, for the buttons' accessible names: 'product Travel SIM'. */
  subject: string;
  onEdit?: () => void;
  onDelete?: () => void;
  /** Extra actions before Edit and Delete (toggle, view). */
  children?: ReactNode;
  /** Extra actions after Edit and Delete, where the screen lists them last. */
  after?: ReactNode;
}

/**
 * The Edit and Delete icon buttons of a table row, named for screen readers and tests
 * ('Edit product Travel SIM').
 */
export function RowActions({ subject, onEdit, onDelete, children, after }: RowActionsProps) {
  return (
    <Stack direction="row" spacing={0.5}>
      {children}
      {onEdit && (
        <Tooltip title="Edit">
          <IconButton aria-label={`Edit ${subject}`} onClick={onEdit} {...ROW_BUTTON}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {onDelete && (
        <Tooltip title="Delete">
          <IconButton
            aria-label={`Delete ${subject}`}
            onClick={onDelete}
            {...ROW_BUTTON}
            color="error"
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {after}
    </Stack>
  );
}
