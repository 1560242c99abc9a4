import type { GridColDef } from '@mui/x-data-grid';
import { serverColumns } from '@/components/columns';
import type { ServerCategory } from './categoriesApi';
import { CATEGORY_SORTS, SERVER_STATUSES } from './categoryListQuery';
import type { CategoryStatus } from './categorySchema';
import { categoryColumns, type CategoryHandlers, type CategoryRow } from './columns';

/** A server category as its row shows it: the status as the badge says it. */
export interface ServerCategoryRow extends CategoryRow {
  category: ServerCategory;
}

const STATUS_LABELS: Record<ServerCategory['status'], CategoryStatus> = {
  active: 'Active',
  inactive: 'Inactive',
};

export const toCategoryRow = (category: ServerCategory): ServerCategoryRow => ({
  id: category.id,
  name: category.name,
  status: STATUS_LABELS[category.status],
  category,
});

/** The filter panel offers the statuses by their labels; the URL and the API take the values. */
const STATUS_OPTIONS = SERVER_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));

/**
 * The specification's columns, sorted by the server (name, status) and filtered by status
 * (docs/decisions.md#catalogue-on-the-server).
 */
export function serverCategoryColumns(
  handlers: CategoryHandlers<ServerCategory>,
): GridColDef<ServerCategoryRow>[] {
  const columns = categoryColumns<ServerCategoryRow, ServerCategory>(
    handlers,
    (row) => row.category,
  );
  return serverColumns(columns, CATEGORY_SORTS, { field: 'status', values: SERVER_STATUSES }).map(
    (column) => (column.field === 'status' ? { ...column, valueOptions: STATUS_OPTIONS } : column),
  );
}
