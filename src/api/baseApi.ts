/**
 * The one RTK Query API of the app. Features add their endpoints with `baseApi.injectEndpoints`.
 * The base query applies the spec's request rules (§7) and turns every failure into an ApiError.
 */
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs } from '@reduxjs/toolkit/query';
import { readConfig } from '@/app/config';
import { sessionExpired, type SessionState } from '@/app/session/sessionSlice';
import { NO_ADMIN_TOKEN, toApiError, type ApiError } from './apiError';
import { isAdminCall } from './endpoints';

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (
  args,
  api,
  extraOptions,
) => {
  const request: FetchArgs = typeof args === 'string' ? { url: args } : args;
  const adminCall = isAdminCall(request.url);
  const { jwtToken, airloToken } = (api.getState() as { session: SessionState }).session;
  if (adminCall && !jwtToken) {
    return { error: { status: 'NO_ADMIN_TOKEN', message: NO_ADMIN_TOKEN, fromServer: false } };
  }

  const { apiBaseUrl, requestTimeoutMs } = readConfig();
  const fetchJson = fetchBaseQuery({
    baseUrl: apiBaseUrl,
    credentials: 'include',
    timeout: requestTimeoutMs,
    prepareHeaders(headers) {
      headers.set('Accept', 'application/json');
      const token = adminCall ? jwtToken : airloToken;
      if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  });
  const result = await fetchJson(request, api, extraOptions);
  if (!result.error) return { data: result.data, meta: result.meta };

  const error = toApiError(result.error);
  // Only a session that still thinks it is signed in ends; a burst of 401s ends it once.
  if (
    adminCall &&
    error.status === 401 &&
    (api.getState() as { session: SessionState }).session.jwtToken
  ) {
    api.dispatch(sessionExpired());
  }
  return { error, meta: result.meta };
};

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Profile', 'User', 'Order', 'Notification', 'Banner'],
  endpoints: () => ({}),
});
