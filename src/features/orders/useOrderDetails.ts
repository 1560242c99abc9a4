import { useGetOrderQuery, useGetOrdersSummaryQuery } from '@/api/shopLists';
import { customerName } from './customerName';
import { pagedOrderRows, type OrderRow } from './orderRows';

/** The viewed order's row: from the page when it is there, else asked for by id. */
export function useViewedRow(rows: readonly OrderRow[], id: string | null): OrderRow | null {
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
export function useCustomerName(userId: string | undefined, rows: readonly OrderRow[]) {
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
