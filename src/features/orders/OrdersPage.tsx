import { useCallback, useMemo } from 'react';
import type { PagedOrder } from '@/api/orders';
import { useOrdersExport, useOrdersPage } from '@/api/shopListHooks';
import { listSearchDelayMs } from '@/api/source';
import { listed } from '@/api/wholeLists';
import { saveRowsAsCsv } from '@/components/gridCsv';
import { PageHeader } from '@/components/PageHeader';
import { usePagedList } from '@/hooks/usePagedList';
import { OrderListView } from './OrderListView';
import { ORDER_CSV_COLUMNS } from './orderCsv';
import { ORDER_LIST } from './orderListQuery';
import { pagedOrderRows } from './orderRows';
import { useCustomerName, useViewedOrder, useViewedRow } from './useOrderDetails';

/**
 * Order Management: read only; each order joined to its user; details on View
 * (docs/requirements.md#order-management), their order kept in the URL. A page at a time, as the
 * server or the browser pages it (api/shopLists.ts): the page, the search, the sort, the status
 * filter and the buyer (`?userId=`) live in the URL; the last page stays on screen while the
 * next loads.
 */
export default function OrdersPage() {
  const viewed = useViewedOrder();
  const list = usePagedList(ORDER_LIST);
  const args = useMemo(
    () => listed(list.request, list.sortChosen),
    [list.request, list.sortChosen],
  );
  const { data, isLoading, fetching } = useOrdersPage(args);
  const rows = useMemo(() => {
    const { page, pageSize } = data?.pagination ?? { page: 1, pageSize: 0 };
    return pagedOrderRows(data?.items ?? [], (page - 1) * pageSize);
  }, [data]);
  const viewing = useViewedRow(rows, viewed.viewingId);
  const customer = useCustomerName(list.request.userId, rows);
  const save = useCallback(
    (orders: readonly PagedOrder[]) =>
      saveRowsAsCsv(pagedOrderRows(orders, 0), ORDER_CSV_COLUMNS, 'orders'),
    [],
  );
  const exportOrders = useOrdersExport(save);

  return (
    <>
      <PageHeader title="Order Management" />
      <OrderListView
        list={list}
        searchDelayMs={listSearchDelayMs()}
        rows={rows}
        pagination={data?.pagination}
        loading={isLoading}
        fetching={fetching}
        searchHidesAll={list.request.q !== ''}
        onExport={() => exportOrders(args)}
        viewed={viewed}
        viewing={viewing}
        customer={customer}
      />
    </>
  );
}
