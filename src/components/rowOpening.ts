import { useMemo, type KeyboardEvent, type MouseEvent } from 'react';
import type { GridCellParams, GridRowParams, GridValidRowModel, MuiEvent } from '@mui/x-data-grid';

/**
 * The grid's handlers for a list whose rows open (an order's details, a user's card): a click on
 * a row, and Enter on one of its cells. The grid's cells take the focus one at a time and Enter
 * does nothing on them, so without it a keyboard could not open a row that has no button of its
 * own. None where the rows do not open.
 */
export function useRowOpening<R extends GridValidRowModel>(onOpen: ((row: R) => void) | undefined) {
  return useMemo(
    () =>
      onOpen && {
        onRowClick: (params: GridRowParams<R>, event: MuiEvent<MouseEvent>) => {
          // A click on one of the row's own buttons or links does only what that control does.
          if (event.target instanceof Element && event.target.closest('button, a')) return;
          onOpen(params.row);
        },
        onCellKeyDown: (params: GridCellParams<R>, event: MuiEvent<KeyboardEvent>) => {
          // On the cell itself: Enter on a button or a box in it is that control's.
          if (event.key === 'Enter' && event.target === event.currentTarget) onOpen(params.row);
        },
      },
    [onOpen],
  );
}
