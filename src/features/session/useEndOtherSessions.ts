import { useCallback } from 'react';
import { enqueueSnackbar } from 'notistack';
import { GENERIC_FAILURE } from '@/api/apiError';
import { reportFailure } from '@/api/reportFailure';
import { useEndOtherSessionsMutation } from '@/api/profile';

/**
 * Sign out of other sessions (docs/decisions.md#roles-and-your-own-account): every other browser
 * signed in as this admin is signed out at its next request; this one goes on with the fresh
 * token the server answers (sessionSlice). The outcome is a snackbar.
 */
export function useEndOtherSessions() {
  const [endOtherSessions, { isLoading }] = useEndOtherSessionsMutation();
  const run = useCallback(async () => {
    try {
      const { message } = await endOtherSessions().unwrap();
      enqueueSnackbar(message, { variant: 'success' });
    } catch (error) {
      reportFailure('', error, GENERIC_FAILURE);
    }
  }, [endOtherSessions]);
  // A click handler: the outcome is reported, nothing waits for it.
  return { endOtherSessions: useCallback(() => void run(), [run]), ending: isLoading };
}
