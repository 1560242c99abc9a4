import { useMemo } from 'react';
import { useExportCsvMutation } from '@/api/csvExport';
import { API_PATHS } from '@/api/endpoints';
import { useGetOrderQuery, useGetOrdersPageQuery, useGetOrdersSummaryQuery } from '@/api/orders';
import { SEARCH_DEBOUNCE_MS } from '@/lib/listParams';
import { usePagedList } from '@/hooks/usePagedList';
import { customerName } from './customerName';
import { OrderListView } from './OrderListView';
import { ORDER_LIST } from './orderListQuery';
import { pagedOrderRows, type OrderRow } from './orderRows';
import type { ViewedOrder } from './useViewedOrder';

/** The viewed order's row: from the page when it is there, else asked of the server by id. */
function useViewedRow(rows: readonly OrderRow[], id: string | null): OrderRow | null {
  const onPage = rows.find((row) => row.id === id);
  // currentData: never the details of the order viewed before, while this one loads.
  const { currentData } = useGetOrderQuery(id ?? '', {
    skip: id === null || onPage !== undefined,
  });
  if (id === null) return null;
  return onPage ?? (currentData ? (pagedOrderRows([currentData], 0)[0] ?? null) : null);
}

/**
 * The name of the customer the list is narrowed to: the user their summary names (the same call
 * as their card's on User Management), else the buyer of a row shown, else the id.
 */
function useCustomerName(userId: string | undefined, rows: readonly OrderRow[]) {
  const { currentData } = useGetOrdersSummaryQuery(userId ?? '', { skip: userId === undefined });
  if (userId === undefined) return undefined;
  const user = currentData?.user;
  const [first] = rows;
  return customerName(
    user
      ? { name: user.fullName, email: user.email }
      : { name: first?.userName, email: first?.email },
    userId,
  );
}

/**
 * One page of orders at a time from the server (docs/api.md#paged-users-and-orders), which
 * searches, sorts, filters by status and joins each order to its user; the page, the search,
 * the sort and the filter live in the URL. The last page stays on screen while the next loads.
 */
export function ServerOrderList({ viewed }: { viewed: ViewedOrder }) {
  const list = usePagedList(ORDER_LIST);
  const { data, isLoading, isFetching } = useGetOrdersPageQuery(list.request);
  const rows = useMemo(() => {
    const { page, pageSize } = data?.pagination ?? { page: 1, pageSize: 0 };
    return pagedOrderRows(data?.items ?? [], (page - 1) * pageSize);
  }, [data]);
  const viewing = useViewedRow(rows, viewed.viewingId);
  const [exportCsv] = useExportCsvMutation();
  const { q, sort, order, status, from, to, userId } = list.request;
  const customer = useCustomerName(userId, rows);

  return (
    <OrderListView
      list={list}
      searchDelayMs={SEARCH_DEBOUNCE_MS}
      rows={rows}
      pagination={data?.pagination}
      loading={isLoading}
      fetching={isFetching}
      searchHidesAll={q !== ''}
      onExport={() =>
        exportCsv({
          path: API_PATHS.ordersCsv,
          list: 'orders',
          query: { q, sort, order, status, from, to, userId },
        }).unwrap()
      }
      viewed={viewed}
      viewing={viewing}
      customer={customer}
    />
  );
}
