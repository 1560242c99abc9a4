import type { GridApi, GridRowId, GridValidRowModel } from '@mui/x-data-grid';
import type { CardPart, ListColumn } from './listColumn';

/** Which of a list's columns fill each place of a phone's card. */
export interface CardLayout<R extends GridValidRowModel> {
  title?: ListColumn<R>;
  status?: ListColumn<R>;
  amount?: ListColumn<R>;
  date?: ListColumn<R>;
  /** The lines under the title, in the columns' order. */
  details: ListColumn<R>[];
  /** The row's buttons, in the columns' order. */
  actions: ListColumn<R>[];
  /** What a tap on the card opens, when a column says (an editable list's Edit). */
  open?: (row: R) => void;
}

/** A plain text column: no cell of its own, no number or date type. */
const isPlainText = <R extends GridValidRowModel>(column: ListColumn<R>) =>
  !column.renderCell && (column.type === undefined || column.type === 'string');

/** The part a column takes: its own, or what a column that says nothing is (see `CardPart`). */
function partOf<R extends GridValidRowModel>(column: ListColumn<R>, titleTaken: boolean): CardPart {
  if (column.card) return column.card;
  if (column.renderCell) return 'none';
  return !titleTaken && isPlainText(column) ? 'title' : 'detail';
}

/**
 * A phone's card for a list's columns: each place taken by the first column that fills it.
 *
 * @example
 * cardLayout(orderColumns(view, zone)) // title: Order ID, details: User, Product, amount, status, date
 */
export function cardLayout<R extends GridValidRowModel>(
  columns: readonly ListColumn<R>[],
): CardLayout<R> {
  const layout: CardLayout<R> = { details: [], actions: [] };
  let titleTaken = columns.some((column) => column.card === 'title');
  for (const column of columns) {
    const part = partOf(column, titleTaken);
    if (part === 'title') titleTaken = true;
    if (part === 'detail') layout.details.push(column);
    else if (part === 'actions') layout.actions.push(column);
    else if (part !== 'none') layout[part] ??= column;
    layout.open ??= column.open;
  }
  return layout;
}

/**
 * What names a row: its card's title, the text of the title column (`field`) as the grid shows it,
 * else the row's id.
 */
export function rowTitle(api: GridApi, field: string | undefined, id: GridRowId): string {
  if (!field) return String(id);
  const { formattedValue, value } = api.getCellParams(id, field);
  return String(formattedValue ?? value ?? '');
}
