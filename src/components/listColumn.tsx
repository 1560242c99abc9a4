import { styled } from '@mui/material/styles';
import type { GridColDef, GridRenderCellParams, GridValidRowModel } from '@mui/x-data-grid';

/**
 * What a column is on a phone's card: its title, its status chip, its amount, its date, a line
 * under the title, among its buttons, or left off. A column that says nothing is the title if it
 * is the first plain text column, else a detail line; a column that draws its own cell and says
 * nothing is left off.
 */
export type CardPart = 'title' | 'status' | 'amount' | 'date' | 'detail' | 'actions' | 'none';

/** A list's column: the grid's definition and how it shows on a phone and on a laptop. */
export type ListColumn<R extends GridValidRowModel> = GridColDef<R> & {
  card?: CardPart;
  /** Hidden until the admin shows it from the column menu, so that the others fit a laptop. */
  hiddenAtFirst?: boolean;
  /** What a tap on the row's card opens where the list has no row click (the row's Edit). */
  open?: (row: R) => void;
};

// Two lines fit a row: a title, an e-mail or a date too long for one line wraps (an e-mail where
// it must) rather than lose its end; longer still, it ends in an ellipsis.
export const CellText = styled('span')({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  lineHeight: 1.3,
});

/** A text cell: two lines at most, then an ellipsis; it says itself whole on hover. */
function renderText<R extends GridValidRowModel>({
  formattedValue,
  value,
}: GridRenderCellParams<R, unknown, unknown>) {
  const text = String(formattedValue ?? value ?? '');
  return <CellText title={text}>{text}</CellText>;
}

/** The columns as the grid takes them: each text cell as `renderText` draws it. */
export const gridColumnsOf = <R extends GridValidRowModel>(
  columns: readonly ListColumn<R>[],
): GridColDef<R>[] =>
  columns.map((column) => (column.renderCell ? column : { ...column, renderCell: renderText }));

/** The columns a list hides until the admin shows them (`hiddenAtFirst`). */
export const hiddenAtFirst = <R extends GridValidRowModel>(columns: readonly ListColumn<R>[]) =>
  Object.fromEntries(
    columns.filter((column) => column.hiddenAtFirst).map(({ field }) => [field, false]),
  );
