import { getGridSingleSelectOperators, type GridValidRowModel } from '@mui/x-data-grid';
import type { ListColumn } from './listColumn';

/** What the server sorts a list by (each column's sort key) and filters it by. */
interface ServerList {
  sorts: Readonly<Record<string, unknown>>;
  filter?: { field: string; values: readonly string[] };
}

/**
 * A list's columns when the server pages it: only the columns the server sorts by sort, and only
 * its one filter, if any, filters, as a choice among `values` (the server matches it whole).
 */
export function serverColumns<R extends GridValidRowModel>(
  columns: readonly ListColumn<R>[],
  { sorts: sortable, filter }: ServerList,
): ListColumn<R>[] {
  const isOperator = getGridSingleSelectOperators().filter(({ value }) => value === 'is');
  return columns.map((column) => ({
    ...column,
    sortable: column.field in sortable,
    ...(filter && column.field === filter.field
      ? { type: 'singleSelect', valueOptions: [...filter.values], filterOperators: isOperator }
      : { filterable: false }),
  }));
}
