import type { RefObject } from 'react';
import { gridFilteredSortedRowEntriesSelector, type GridApi } from '@mui/x-data-grid';
import { csvFileName, toCsv, type CsvColumn } from '@/lib/csv';
import { saveFile } from '@/lib/download';

/**
 * Saves rows as CSV, named after the list and the day: the export of a list whose backend has
 * no CSV export of its own (docs/api.md#csv-export).
 */
export function saveRowsAsCsv<Row>(
  rows: readonly Row[],
  columns: readonly CsvColumn<Row>[],
  list: string,
): void {
  saveFile(new Blob([toCsv(columns, rows)], { type: 'text/csv;charset=utf-8' }), csvFileName(list));
}

/** Saves every row a browser-paged grid shows, on every page, as its filter and sort leave them. */
export function saveGridAsCsv<Row>(
  gridApi: RefObject<GridApi | null>,
  columns: readonly CsvColumn<Row>[],
  list: string,
): void {
  const rows = gridApi.current
    ? gridFilteredSortedRowEntriesSelector(gridApi as RefObject<GridApi>).map(
        ({ model }) => model as Row,
      )
    : [];
  saveRowsAsCsv(rows, columns, list);
}
