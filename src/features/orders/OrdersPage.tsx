import { useMemo } from 'react';
import { selectDayZone } from '@/api/session';
import { useAppSelector } from '@/app/hooks';
import { DataTable } from '@/components/DataTable';
import { PageHeader } from '@/components/PageHeader';
import { PagedListToolbar } from '@/components/PagedListToolbar';
import { TableSkeleton } from '@/components/TableSkeleton';
import { useKeptList } from '@/hooks/useKeptList';
import { BUYER_PARAM } from '@/lib/listParams';
import { orderListColumns } from './columns';
import { OrderDetailsDialog } from './OrderDetailsDialog';
import { ORDER_CSV_COLUMNS } from './orderCsv';
import { orders } from './orderListQuery';
import { pagedOrderRows, type OrderRow } from './orderRows';
import { useCustomerName, useViewedOrder, useViewedRow } from './useOrderDetails';

const ORDER_SEARCH = {
  placeholder: 'Search orders...',
  searchLabel: 'Search orders',
  subject: 'orders',
};

const ORDER_VIEW = { toRows: pagedOrderRows, csvColumns: ORDER_CSV_COLUMNS };

/**
 * The grid knows a row by its place on the page: a new search or page then changes the text of
 * the rows on screen, which is cheaper than unmounting them and making new ones.
 */
const rowPlace = (row: OrderRow) => row.srNo;

/**
 * Order Management: read only; each order joined to its user; details on View
 * (docs/requirements.md#order-management), their order kept in the URL. A page at a time, as the
 * server or the browser pages it (api/shopLists.ts): the page, the search, the sort, the status
 * filter and the buyer (`?userId=`, a chip) live in the URL; the last page stays on screen while
 * the next loads.
 */
export default function OrdersPage() {
  const viewed = useViewedOrder();
  const { list, rows, isLoading, table, toolbar } = useKeptList(orders, ORDER_VIEW);
  const viewing = useViewedRow(rows, viewed.viewingId);
  const customer = useCustomerName(list.request.userId, rows);
  const timeZone = useAppSelector(selectDayZone);
  const columns = useMemo(() => orderListColumns(viewed.open, timeZone), [viewed.open, timeZone]);
  const { change } = list;
  const filters = useMemo(
    () =>
      customer === undefined
        ? []
        : [
            {
              key: BUYER_PARAM,
              label: `Customer: ${customer}`,
              onRemove: () => change({ [BUYER_PARAM]: '' }),
            },
          ],
    [customer, change],
  );
  return (
    <>
      <PageHeader title="Order Management" />
      <PagedListToolbar {...toolbar} {...ORDER_SEARCH} columns={columns} filters={filters} />
      {isLoading ? (
        <TableSkeleton rows={4} cells={8} />
      ) : (
        <DataTable
          label="Orders"
          rows={rows}
          columns={columns}
          emptyMessage={list.request.q !== '' ? 'No matching orders found' : 'No orders found'}
          onRowClick={viewed.open}
          getRowId={rowPlace}
          rowHeight={60}
          loading={table.loading}
          server={table.server}
        />
      )}
      <OrderDetailsDialog item={viewing} onClose={viewed.close} />
    </>
  );
}
