import { enqueueSnackbar, type OptionsObject } from 'notistack';
import { failureText, isSessionEnd } from './apiError';

/**
 * Tells the admin that a call failed, in a snackbar: `failure` and the reason ('Failed to delete
 * banner: Not found.'), the reason being the failure's message, else `fallback`; with no
 * `failure`, the reason alone. Silent where the session's end explains the failure (isSessionEnd):
 * that end says so itself, and a write it aborted would otherwise add its bare fallback
 * ('Failed to delete banner: Delete failed') beside it.
 */
export function reportFailure(
  failure: string,
  error: unknown,
  fallback: string,
  options: OptionsObject = {},
): void {
  if (isSessionEnd(error)) return;
  const reason = failureText(error, fallback);
  enqueueSnackbar(failure ? `${failure} ${reason}` : reason, { ...options, variant: 'error' });
}
