/**
 * The one RTK Query API of the app. Features add their endpoints with `baseApi.injectEndpoints`.
 * The base query applies the request rules of docs/requirements.md#7-calls-to-the-backend and
 * turns every failure into an ApiError.
 */
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { NO_ADMIN_TOKEN, serverMessage, toApiError, type ApiError } from './apiError';
import { isAdminCall } from './endpoints';
import type { LoadFailureReport } from './loadFailures';
import { apiUrl, fetchFor, requestTimeoutMs } from './source';
import { selectDayZone, sessionExpired, type WithSession } from './session';
import { TAG_TYPES } from './tags';

/** Per-endpoint rules, given as an endpoint's `extraOptions`. */
export interface RequestOptions {
  /** A mutation counts as done only when the reply says `success: true` (docs/requirements.md#7-calls-to-the-backend). */
  requireSuccess?: boolean;
  /** How a failed load is reported to the admin; see loadFailures.ts. */
  loadFailure?: LoadFailureReport;
  /** A call outside /admin/ that carries the admin's token all the same: a private image. */
  adminToken?: boolean;
}

/**
 * What a call's result carries beside its data: fetch's request and response, the report rule,
 * and the day zone, in which a refusal tells its moments (versionConflict.ts).
 */
export type ApiMeta = FetchBaseQueryMeta & { loadFailure?: LoadFailureReport; timeZone: string };

/** A 2xx reply that says it failed: `success: false`, or no `success: true` where one is required. */
function refusal(data: unknown, requireSuccess: boolean): ApiError | undefined {
  const success =
    typeof data === 'object' && data !== null ? (data as { success?: unknown }).success : undefined;
  if (success === false || (requireSuccess && success !== true)) {
    const message = serverMessage(data);
    return { status: 200, message: message ?? '', fromServer: message !== undefined, data };
  }
  return undefined;
}

const baseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  ApiError,
  RequestOptions,
  ApiMeta
> = async (args, api, extraOptions) => {
  const request: FetchArgs = typeof args === 'string' ? { url: args } : args;
  const adminCall = isAdminCall(request.url) || extraOptions?.adminToken === true;
  const { jwtToken, airloToken } = (api.getState() as WithSession).session;
  if (adminCall && !jwtToken) {
    return { error: { status: 'NO_ADMIN_TOKEN', message: NO_ADMIN_TOKEN, fromServer: false } };
  }

  const fetchJson = fetchBaseQuery({
    baseUrl: apiUrl(),
    credentials: 'include',
    timeout: requestTimeoutMs(),
    fetchFn: fetchFor(request.url, request.method ?? 'GET', api),
    prepareHeaders(headers) {
      headers.set('Accept', 'application/json');
      const token = adminCall ? jwtToken : airloToken;
      if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  });
  const result = await fetchJson(request, api, {});
  const meta: ApiMeta | undefined = result.meta && {
    ...result.meta,
    loadFailure: extraOptions?.loadFailure,
    timeZone: selectDayZone(api.getState() as WithSession),
  };
  if (!result.error) {
    const refused = refusal(result.data, extraOptions?.requireSuccess ?? false);
    return refused ? { error: refused, meta } : { data: result.data, meta };
  }

  const error = toApiError(result.error);
  // Only the refusal of the token the session holds ends it, and a burst of 401s ends it once: a
  // request asked with a token the session has since replaced or ended ends nothing
  // (docs/decisions.md#how-a-session-ends).
  if (
    adminCall &&
    error.status === 401 &&
    (api.getState() as WithSession).session.jwtToken === jwtToken
  ) {
    api.dispatch(sessionExpired());
  }
  return { error, meta };
};

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

/** The `build` argument of `baseApi.injectEndpoints`, for helpers that declare endpoints. */
export type ApiBuilder = Parameters<Parameters<typeof baseApi.injectEndpoints>[0]['endpoints']>[0];
