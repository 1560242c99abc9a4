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
