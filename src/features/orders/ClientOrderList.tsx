import { useMemo } from 'react';
import { useGetOrdersQuery } from '@/api/orders';
import { useGetUsersQuery } from '@/api/users';
import { saveRowsAsCsv } from '@/components/gridCsv';
import { useBrowserPage } from '@/hooks/useBrowserPage';
import { usePagedList } from '@/hooks/usePagedList';
import { ordersOfBuyer } from '@/lib/customerOrders';
import { createRowPager } from '@/lib/rowPager';
import { customerName } from './customerName';
import { OrderListView } from './OrderListView';
import { ORDER_CSV_COLUMNS } from './orderCsv';
import { orderPages } from './orderList';
import { ORDER_LIST, STATUS_FILTER } from './orderListQuery';
import { indexUsers, orderBuyer, toOrderRow } from './orderRows';
import type { ViewedOrder } from './useViewedOrder';

/**
 * Every order loaded at once (the requirements' /admin/orders/all), joined to its user and
 * searched, filtered, sorted and paged in the browser as the server would: for a backend
 * without the paged list. Only the page's rows are built and given to the grid. Narrowed to one
 * buyer (`?userId=`), it pages that buyer's orders alone.
 */
export function ClientOrderList({ viewed }: { viewed: ViewedOrder }) {
  const orders = useGetOrdersQuery();
  const users = useGetUsersQuery();
  const list = usePagedList(ORDER_LIST);

  // The user lookup is made once per users change; until users arrive rows say 'Loading...'.
  const userIndex = useMemo(
    () => (users.isLoading ? undefined : indexUsers(users.data ?? [])),
    [users.isLoading, users.data],
  );
  const allOrders = orders.data ?? NO_ORDERS;
  const { userId } = list.request;
  const listed = useMemo(
    () => (userId === undefined ? allOrders : ordersOfBuyer(allOrders, userId)),
    [allOrders, userId],
  );
  const pager = useMemo(() => createRowPager(listed, orderPages(userIndex)), [listed, userIndex]);
  // A search looks in the buyers' names too: its text waits for the users.
  const shown = useBrowserPage(pager, list, STATUS_FILTER.param, userIndex !== undefined);
  const viewedOrder =
    viewed.viewingId === null
      ? undefined
      : allOrders.find((candidate) => String(candidate.id) === viewed.viewingId);

  return (
    <OrderListView
      list={list}
      searchDelayMs={0}
      rows={shown.items}
      pagination={shown.pagination}
      loading={orders.isLoading}
      fetching={false}
      searchHidesAll={list.request.q !== '' && allOrders.length > 0}
      onExport={() => saveRowsAsCsv(shown.allRows(), ORDER_CSV_COLUMNS, 'orders')}
      viewed={viewed}
      viewing={viewedOrder ? toOrderRow(viewedOrder, orderBuyer(viewedOrder, userIndex), 0) : null}
      customer={userId === undefined ? undefined : customerName(userIndex?.get(userId), userId)}
    />
  );
}

const NO_ORDERS: readonly never[] = [];
