import { useMemo } from 'react';
import { failureText, isNotOffered } from '@/api/apiError';
import { useGetOrdersQuery, useGetOrdersSummaryQuery } from '@/api/orders';
import { summariseOrders, type CustomerOrders } from '@/lib/customerOrders';

/**
 * What the selected user's card shows of their orders: the summary, or why there is none yet.
 * `hidden` when the backend does not offer it (404), which the card leaves out without a word.
 */
export type CustomerOrdersState =
  | { state: 'loading' }
  | { state: 'hidden' }
  | { state: 'failed'; message: string }
  | { state: 'shown'; summary: CustomerOrders };

/** From the reference server's summary (GET /admin/user/{id}/orders-summary). */
export function useServerCustomerOrders(userId: string): CustomerOrdersState {
  // currentData: never the orders of the user selected before, while this one's load.
  const { currentData, error, isFetching } = useGetOrdersSummaryQuery(userId);
  if (currentData) return { state: 'shown', summary: currentData };
  if (isFetching) return { state: 'loading' };
  if (isNotOffered(error)) return { state: 'hidden' };
  if (error) return { state: 'failed', message: failureText(error, 'Unknown error') };
  return { state: 'hidden' };
}

/**
 * From the whole orders list, as a backend with only the requirements' calls has it: the same
 * list Order Management loads, so the two share one answer.
 */
export function useBrowserCustomerOrders(userId: string): CustomerOrdersState {
  const { data, error, isLoading } = useGetOrdersQuery();
  const summary = useMemo(() => data && summariseOrders(data, userId), [data, userId]);
  if (summary) return { state: 'shown', summary };
  if (error) return { state: 'failed', message: failureText(error, 'Unknown error') };
  return isLoading ? { state: 'loading' } : { state: 'hidden' };
}
