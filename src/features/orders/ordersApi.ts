import { baseApi } from '@/api/baseApi';
import { API_PATHS } from '@/api/endpoints';
import { normaliseList } from '@/api/normalise';
import { listTag } from '@/api/tags';
import type { DateInput } from '@/lib/format';

/**
 * An order as the shop sends it (docs/requirements.md#3-entities): snake_case fields, the user
 * through either id field.
 */
export interface Order {
  id: string | number;
  airlo_order_id?: string;
  customer_id?: string | number;
  userId?: string | number;
  product_name?: string;
  coverage?: string;
  /** A number or a numeric string. */
  amount?: number | string | null;
  plan_type?: string;
  status?: string;
  payment_status?: string;
  transaction_id?: string;
  payment_method?: string;
  imei_number?: string;
  model_number?: string;
  additional_info?: string;
  createdAt?: DateInput;
  updatedAt?: DateInput;
}

export const ordersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOrders: build.query<Order[], void>({
      query: () => API_PATHS.allOrders,
      transformResponse: (response: unknown) => normaliseList<Order>(response, 'orders'),
      // Fetch failures are only logged (docs/requirements.md#8-errors-and-messages).
      extraOptions: { loadFailure: { log: 'Error fetching data:' } },
      providesTags: [listTag('Order')],
    }),
  }),
});

export const { useGetOrdersQuery } = ordersApi;
