import { baseApi } from '@/api/baseApi';
import { API_PATHS } from '@/api/endpoints';
import { normaliseList } from '@/api/normalise';
import { logFetchFailure } from '@/api/users';
import type { DateInput } from '@/lib/format';

/** Spec §3 Order, as the shop sends it: snake_case fields, the user through either id field. */
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
      providesTags: [{ type: 'Order', id: 'LIST' }],
      async onQueryStarted(_arg, { queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch (failure) {
          logFetchFailure('Error fetching data:', (failure as { error?: unknown }).error);
        }
      },
    }),
  }),
});

export const { useGetOrdersQuery } = ordersApi;
