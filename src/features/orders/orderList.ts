import { serverColumns } from '@/components/columns';
import { ORDER_STATUS_CHOICES } from '@/lib/orderStatus';
import { orderColumns } from './columns';
import type { OrderRow } from './orderRows';
import { ORDER_SORTS, STATUS_FILTER } from './orderListQuery';

/**
 * The columns, sortable and filtered as the paged list allows; the status filter offers each
 * status by its badge's name ('Unknown' for the orders without one).
 */
export const orderListColumns = (onView: (row: OrderRow) => void) =>
  serverColumns(orderColumns(onView), {
    sorts: ORDER_SORTS,
    filter: { field: STATUS_FILTER.field, values: ORDER_STATUS_CHOICES.map(({ value }) => value) },
  }).map((column) =>
    column.field === STATUS_FILTER.field
      ? { ...column, valueOptions: [...ORDER_STATUS_CHOICES] }
      : column,
  );
