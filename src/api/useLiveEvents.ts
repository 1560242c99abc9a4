import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { Dispatch } from '@reduxjs/toolkit';
import { readConfig } from '@/lib/config';
import { baseApi } from './baseApi';
import { followLiveEvents, staleTags } from './liveEvents';
import { selectAdminToken, sessionExpired } from './session';

/** A stream the tab follows: the stores it tells, each with how many callers hold it. */
interface Connection {
  stores: Map<Dispatch, number>;
  stop: () => void;
}

/** The tab's streams by server and token: one at a time, as a session may hold only a few. */
const connections = new Map<string, Connection>();

/** Follows the stream for `dispatch`'s store, sharing the tab's; answers how to let go of it. */
function follow(apiBaseUrl: string, token: string, dispatch: Dispatch): () => void {
  const key = `${apiBaseUrl} ${token}`;
  let connection = connections.get(key);
  if (!connection) {
    const stores = new Map<Dispatch, number>();
    const tell = (action: Parameters<Dispatch>[0]) => {
      for (const store of [...stores.keys()]) store(action);
    };
    connection = {
      stores,
      stop: followLiveEvents({
        apiBaseUrl,
        token,
        onChange: (event) => tell(baseApi.util.invalidateTags(staleTags(event))),
        onSessionEnded: () => tell(sessionExpired()),
      }),
    };
    connections.set(key, connection);
  }
  const { stores, stop } = connection;
  stores.set(dispatch, (stores.get(dispatch) ?? 0) + 1);
  return () => {
    const left = (stores.get(dispatch) ?? 1) - 1;
    if (left > 0) stores.set(dispatch, left);
    else stores.delete(dispatch);
    if (stores.size > 0) return;
    connections.delete(key);
    stop();
  };
}

/**
 * Keeps the lists on screen current while an admin is signed in to the reference server
 * (`screens: 'server'`): each change anyone makes to notifications, banners or admin accounts
 * refetches the lists and items it touches (liveEvents.ts). It stops at sign-out, and ends the
 * session when the server refuses it. However many components call it, the tab opens one stream
 * (docs/api.md#live-changes), closed when the last of them unmounts; the admin layout calls it.
 *
 * @example
 * export function AdminLayout() {
 *   useLiveEvents();
 *   ...
 * }
 */
export function useLiveEvents(): void {
  const token = useSelector(selectAdminToken);
  const dispatch = useDispatch();
  useEffect(() => {
    const { screens, apiBaseUrl } = readConfig();
    if (!token || screens !== 'server') return undefined;
    return follow(apiBaseUrl, token, dispatch);
  }, [token, dispatch]);
}
