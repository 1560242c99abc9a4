import { isAnyOf, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { enqueueSnackbar } from 'notistack';
import { REHYDRATE } from 'redux-persist';
import { baseApi } from '@/api/baseApi';
import { SIGN_IN_MESSAGES } from '../../../contract/accountRules';
import { selectAirloToken, type WithSession } from '@/api/session';
import { COLOR_MODE_STORAGE_KEY } from '@/lib/colorMode';
import { clearTabStorage } from '@/lib/unsavedEdits';
import { sessionApi } from './sessionApi';
import { airloTokenReceived, loggedOut, sessionExpired, type SessionState } from './sessionSlice';

/** Everything the browser kept for the app but the admin's colour mode, which is theirs to keep. */
function clearLocalStorageButColorMode() {
  const colorMode = window.localStorage.getItem(COLOR_MODE_STORAGE_KEY);
  window.localStorage.clear();
  if (colorMode !== null) window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, colorMode);
}

/**
 * Ending a session (docs/decisions.md#2-defects-fixed): the reducers have already reset the session and the
 * local-only lists; this drops the API cache and everything the browser kept for the tab, but an
 * open form's unsaved edits when the session ended without the admin asking.
 */
export function listenForSessionEnd(listener: ListenerMiddlewareInstance) {
  listener.startListening({
    matcher: isAnyOf(loggedOut, sessionExpired),
    effect(action, api) {
      const before = (api.getOriginalState() as { session: SessionState }).session;
      api.dispatch(baseApi.util.resetApiState());
      clearTabStorage({ keepUnsavedEdits: sessionExpired.match(action) });
      clearLocalStorageButColorMode();
      if (sessionExpired.match(action) && before.jwtToken) {
        enqueueSnackbar(SIGN_IN_MESSAGES.sessionExpired, {
          variant: 'error',
          preventDuplicate: true,
        });
      }
    },
  });
}

/**
 * Start-up (docs/requirements.md#4-states-and-transitions): once the tab's stored session is read,
 * without a stored airlo token, ask for one; a failure is only logged. A session that ends wipes
 * the tab, which leaves it as at start-up, so it asks again then.
 */
export function listenForStartUp(listener: ListenerMiddlewareInstance) {
  listener.startListening({
    predicate: (action) =>
      action.type === REHYDRATE || loggedOut.match(action) || sessionExpired.match(action),
    async effect(_action, api) {
      if (selectAirloToken(api.getState() as WithSession)) return;
      // One request at a time: a newer start-up supersedes one still waiting.
      api.cancelActiveListeners();
      const request = api.dispatch(sessionApi.endpoints.requestAirloToken.initiate());
      try {
        const reply = await api.pause(request.unwrap());
        api.dispatch(airloTokenReceived(reply.data.access_token));
      } catch (error) {
        if (!api.signal.aborted) console.error('Failed to get the airlo token', error);
      } finally {
        request.reset();
      }
    },
  });
}
