/**
 * The column kit of every list: the pieces that screens share, written once. A feature's
 * `columns.tsx` composes them with its own plain columns.
 *
 * @example
 * const columns = [
 *   serialColumn<WalletRow>(),
 *   { field: 'receiver', headerName: 'Receiver Name', flex: 1 },
 *   rupeeColumn<WalletRow>('amount', 'Amount'),
 *   editDeleteColumn<WalletRow>(handlers, { subject: (row) => `payment ${row.txnId}` }),
 * ];
 */
import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { formatNumber, formatRupees, formatShortDate, type DateInput } from '@/lib/format';
import type { ListColumn } from './listColumn';
import { ROW_BUTTON, RowActions } from './RowActions';
import { StatusChip, type StatusTone } from './StatusChip';

type Field<R> = Extract<keyof R, string>;
type Row = GridValidRowModel;

export type { CardPart, ListColumn } from './listColumn';
export { serverColumns } from './serverColumns';

/** Numbers the rows from `offset` + 1 in the order given (after the pages before), for a serial-number column. */
export const numbered = <T extends object>(rows: readonly T[], offset = 0) =>
  rows.map((row, index) => ({ ...row, srNo: offset + index + 1 }));

/** A whole number read as a label (a position, a serial number): left-aligned like the text. */
export const numberColumn = <R extends Row>(field: Field<R>, headerName: string, width: number) =>
  ({
    field,
    headerName,
    width,
    type: 'number',
    align: 'left',
    headerAlign: 'left',
    // The grid's own formatter for numbers makes a formatter at every cell.
    valueFormatter: (value: number | string | null | undefined) =>
      typeof value === 'number' ? formatNumber(value) : (value ?? ''),
  }) satisfies GridColDef<R>;

/**
 * The serial number ('Sr. No' or 'Sr No.', as each screen names it) of rows from `numbered`;
 * a card has no place for it.
 */
export const serialColumn = <R extends { srNo: number }>(
  headerName = 'Sr. No',
  width = 70,
): ListColumn<R> => ({ ...numberColumn<R>('srNo' as Field<R>, headerName, width), card: 'none' });

/** The row's buttons: never sorted or filtered. */
export const actionsColumn = <R extends Row>(
  render: (row: R) => ReactNode,
  width = 120,
): ListColumn<R> => ({
  field: 'actions',
  headerName: 'Actions',
  width,
  sortable: false,
  filterable: false,
  renderCell: ({ row }) => render(row),
  card: 'actions',
});

/** A row's one button, View (an order, an activity entry), named by `label`; none where it is ''. */
export const viewColumn = <R extends Row>(label: (row: R) => string, onView: (row: R) => void) =>
  actionsColumn<R>(
    (row) =>
      label(row) && (
        <IconButton aria-label={label(row)} onClick={() => onView(row)} {...ROW_BUTTON}>
          <VisibilityIcon fontSize="small" />
        </IconButton>
      ),
    72,
  );

/** What a list's row buttons do; a feature's `columns.tsx` takes these. */
export interface RowHandlers<T> {
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
}

/** How an editable list's row names itself, and its other buttons. */
interface EditDeleteOptions<R> {
  /** What the row is, for the buttons' names: 'banner Diwali sale' → 'Edit banner Diwali sale'. */
  subject: (row: R) => string;
  /** The screen's other buttons, before Edit and Delete (a status switch, a View). */
  extra?: (row: R) => ReactNode;
  /** The screen's other buttons after Edit and Delete, where it lists them last (View Image). */
  after?: (row: R) => ReactNode;
  width?: number;
}

/**
 * The Edit and Delete buttons of every editable list, with any buttons the screen adds.
 *
 * @example
 * editDeleteColumn<BlogRow>(handlers, { subject: (row) => `blog ${row.title}` })
 */
export function editDeleteColumn<R extends Row>(
  { onEdit, onDelete }: RowHandlers<R>,
  { subject, extra, after, width = 110 }: EditDeleteOptions<R>,
): ListColumn<R> {
  const buttons = (row: R) => (
    <RowActions
      subject={subject(row)}
      onEdit={() => onEdit(row)}
      onDelete={() => onDelete(row)}
      after={after?.(row)}
    >
      {extra?.(row)}
    </RowActions>
  );
  return { ...actionsColumn<R>(buttons, width), open: onEdit };
}

/** One of a fixed list (a role, a category), which the filter panel offers to pick from. */
export const choiceColumn = <R extends Row>(
  field: Field<R>,
  headerName: string,
  values: readonly string[],
  width = 140,
): ListColumn<R> => ({ field, headerName, width, type: 'singleSelect', valueOptions: [...values] });

/** A status badge; `options` lets the filter panel offer the values by name. */
export const chipColumn = <R extends Row>(
  field: Field<R>,
  headerName: string,
  badge: (row: R) => { label: string; tone: StatusTone },
  options: { width?: number; values?: readonly (string | { value: string; label: string })[] } = {},
): ListColumn<R> => ({
  field,
  headerName,
  width: options.width ?? 120,
  ...(options.values && { type: 'singleSelect', valueOptions: [...options.values] }),
  renderCell: ({ row }) => <StatusChip {...badge(row)} />,
  card: 'status',
});

/** An amount in rupees with 2 decimals, '₹0' when missing (docs/requirements.md#9-constants-and-limits). */
export const rupeeColumn = <R extends Row>(
  field: Field<R>,
  headerName: string,
  width = 110,
): ListColumn<R> => ({
  field,
  headerName,
  width,
  type: 'number',
  valueFormatter: (value: number | string | null | undefined) => formatRupees(value),
  card: 'amount',
});

/**
 * A short en-US date ('Mar 5, 2026'). Sorting and filtering work on real dates; `toDate` reads
 * the row's own form (a seconds timestamp, a date input's text...); `format` is 'Nov 22, 2026'
 * unless the screen's requirements name another. A moment is shown in `timeZone`, the day zone
 * (selectDayZone); a calendar day read at local midnight (fromDateInput) names none.
 */
export const dateColumn = <R extends Row>(
  field: Field<R>,
  headerName: string,
  {
    width = 115,
    toDate,
    format = formatShortDate,
    timeZone,
  }: {
    width?: number;
    toDate?: (value: never) => Date | null;
    format?: (value: DateInput, timeZone?: string) => string;
    timeZone?: string;
  } = {},
): ListColumn<R> => ({
  field,
  headerName,
  width,
  type: 'date',
  ...(toDate && { valueGetter: toDate }),
  valueFormatter: (value: DateInput) => format(value, timeZone),
  card: 'date',
});
