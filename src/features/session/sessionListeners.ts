import { isAnyOf, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { enqueueSnackbar } from 'notistack';
import { baseApi } from '@/api/baseApi';
import { SESSION_EXPIRED_MESSAGE } from '@/api/apiError';
import { loggedOut, sessionExpired, type SessionState } from './sessionSlice';

/**
 * Ending a session (docs/decisions.md#2-defects-fixed): the reducers have already reset the session and the
 * local-only lists; this drops the API cache and everything the browser kept for the tab.
 */
export function listenForSessionEnd(listener: ListenerMiddlewareInstance) {
  listener.startListening({
    matcher: isAnyOf(loggedOut, sessionExpired),
    effect(action, api) {
      const before = (api.getOriginalState() as { session: SessionState }).session;
      api.dispatch(baseApi.util.resetApiState());
      window.sessionStorage.clear();
      window.localStorage.clear();
      if (sessionExpired.match(action) && before.jwtToken) {
        enqueueSnackbar(SESSION_EXPIRED_MESSAGE, {
          variant: 'error',
          preventDuplicate: true,
        });
      }
    },
  });
}
