import { useRef } from 'react';
import Checkbox from '@mui/material/Checkbox';
import {
  GridRowCheckbox,
  useGridApiContext,
  type GridRowId,
  type GridSlotProps,
} from '@mui/x-data-grid';
import { rowTitle } from './cardLayout';
import { isChecked, toggleRow, type GridSelection } from './gridSelection';

/** What a row's box is named, on its card and in the grid alike: 'Select Diwali sale'. */
const selectName = (title: string) => `Select ${title}`;

/** How long a finger rests on a card before it is selected, as a phone's own lists take it. */
const LONG_PRESS_MS = 500;

/**
 * A card's part in bulk work (docs/architecture.md#bulk-work): once the list is selecting (its
 * Select button, or a long press on a card), a box on the card, and a tap that checks it rather
 * than opening the row. `title` names the box: 'Select Diwali sale'.
 */
export function useCardSelection(id: GridRowId, title: string, selection?: GridSelection) {
  const api = useGridApiContext();
  const timer = useRef<number>(undefined);
  const pressed = useRef(false);
  if (!selection) return undefined;
  const checked = isChecked(selection.model, id);
  const toggle = (next = !checked) => toggleRow(selection, api, id, next);
  const release = () => window.clearTimeout(timer.current);
  const press = {
    onPointerDown: () => {
      pressed.current = false;
      release();
      timer.current = window.setTimeout(() => {
        pressed.current = true;
        selection.onSelecting();
        toggle(true);
      }, LONG_PRESS_MS);
    },
    onPointerUp: release,
    onPointerLeave: release,
    onPointerCancel: release,
    // The long press is the card's: no menu of the browser's over it.
    onContextMenu: (event: { preventDefault: () => void }) => event.preventDefault(),
  };
  /** A tap: ends a long press, checks the card while selecting, else opens it (false). */
  const tapped = () => {
    if (pressed.current) {
      pressed.current = false;
      return true;
    }
    if (!selection.selecting) return false;
    toggle();
    return true;
  };
  const box = selection.selecting && (
    <Checkbox
      checked={checked}
      onChange={(event) => toggle(event.target.checked)}
      slotProps={{ input: { 'aria-label': selectName(title) } }}
      sx={{ ml: 0.5 }}
    />
  );
  return { box, press, tapped };
}

declare module '@mui/x-data-grid' {
  interface RowCheckboxPropsOverrides {
    /** The field whose text names the row, its card's title (none: the row's id). */
    titleField?: string;
  }
}

/**
 * The grid's box of a row (its `rowCheckbox` slot), named by the row as its card's box is: the
 * grid's own says 'Select row' on every row, which tells a screen reader nothing of which.
 */
export function NamedRowCheckbox({
  rowId,
  titleField,
  slotProps,
  ...box
}: GridSlotProps['rowCheckbox']) {
  const api = useGridApiContext();
  const name = selectName(rowTitle(api.current, titleField, rowId));
  const input = { ...slotProps?.htmlInput, 'aria-label': name };
  return <GridRowCheckbox rowId={rowId} {...box} slotProps={{ ...slotProps, htmlInput: input }} />;
}
