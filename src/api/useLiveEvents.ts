import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { apiUrl } from './source';
import { baseApi } from './baseApi';
import { followLiveEvents, staleTags } from './liveEvents';
import { selectAdminToken, selectHasOwnAccount, sessionExpired } from './session';

/**
 * Keeps the lists on screen current while an admin is signed in to an account of their own, on
 * the reference server, whose live changes come with its accounts (source.ts): each change anyone
 * makes refetches the lists, items and views it touches (liveEvents.ts). It stops at sign-out, and ends the
 * session when the server refuses it. Called once, by the admin layout.
 *
 * @example
 * export function AdminLayout() {
 *   useLiveEvents();
 *   ...
 * }
 */
export function useLiveEvents(): void {
  const token = useSelector(selectAdminToken);
  const ownAccount = useSelector(selectHasOwnAccount);
  const dispatch = useDispatch();
  useEffect(() => {
    if (!token || !ownAccount) return undefined;
    return followLiveEvents({
      apiBaseUrl: apiUrl(),
      token,
      onChange: (event) => dispatch(baseApi.util.invalidateTags(staleTags(event))),
      onSessionEnded: () => dispatch(sessionExpired()),
    });
  }, [token, ownAccount, dispatch]);
}
