import type { RefObject } from 'react';
import { gridFilteredSortedRowEntriesSelector, type GridApi } from '@mui/x-data-grid';
import { csvFileName, toCsv, type CsvColumn } from '@/lib/csv';
import { saveFile } from '@/lib/download';

/**
 * Saves every row a browser-paged grid shows, on every page, as its filter and sort leave them,
 * as CSV: the export of a list whose backend has no CSV export of its own
 * (docs/api.md#csv-export).
 */
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
  saveFile(new Blob([toCsv(columns, rows)], { type: 'text/csv;charset=utf-8' }), csvFileName(list));
}
