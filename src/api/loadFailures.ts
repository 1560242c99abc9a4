/**
 * One place that tells the admin a list failed to load, instead of a try/catch in every query's
 * onQueryStarted. It is RTK Query's documented error-handling middleware: it watches rejected
 * queries and applies the rule the endpoint declared in its `extraOptions.loadFailure`.
 */
import { isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import { isApiError, NO_ADMIN_TOKEN } from './apiError';
import { reportFailure } from './reportFailure';

/**
 * - `notify`: a snackbar "`<notify> <message>`" ('Failed to load banners: ...'), silent when the
 *   session is missing or has just ended (docs/requirements.md#8-errors-and-messages);
 * - `log`: only logged to the console with this context (users and orders), silent without a token.
 */
export type LoadFailureReport = { notify: string } | { log: string };

interface RejectedQueryMeta {
  arg?: { type?: string };
  baseQueryMeta?: { loadFailure?: LoadFailureReport };
}

export function report(rule: LoadFailureReport, error: unknown): void {
  if ('notify' in rule) {
    reportFailure(rule.notify, error, 'Unknown error', { preventDuplicate: true });
    return;
  }
  if (isApiError(error) && error.message === NO_ADMIN_TOKEN) return;
  console.error(rule.log, error);
}

export const loadFailureMiddleware: Middleware = () => (next) => (action) => {
  if (isRejectedWithValue(action)) {
    const meta = action.meta as RejectedQueryMeta;
    const rule = meta.baseQueryMeta?.loadFailure;
    if (rule && meta.arg?.type === 'query') report(rule, action.payload);
  }
  return next(action);
};
