import { isNotOffered } from '@/api/apiError';
import { useOrdersSummary } from '@/api/shopListHooks';
import type { CustomerOrders } from '@/lib/customerOrders';

/**
 * What the selected user's card shows of their orders: the summary, or why there is none yet.
 * `hidden` when the backend does not offer it (404), which the card leaves out without a word.
 */
type CustomerOrdersState =
  | { state: 'loading' }
  | { state: 'hidden' }
  | { state: 'failed'; error: unknown; retry: () => void }
  | { state: 'shown'; summary: CustomerOrders };

/** From the customer's orders in brief (GET /admin/user/{id}/orders-summary). */
export function useCustomerOrders(userId: string): CustomerOrdersState {
  // currentData: never the orders of the user selected before, while this one's load.
  const { currentData, error, isFetching, refetch } = useOrdersSummary(userId);
  if (currentData) return { state: 'shown', summary: currentData };
  if (isFetching) return { state: 'loading' };
  if (isNotOffered(error)) return { state: 'hidden' };
  if (error) return { state: 'failed', error, retry: () => void refetch() };
  return { state: 'hidden' };
}
