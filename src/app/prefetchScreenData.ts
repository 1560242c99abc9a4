import { profileApi } from '@/api/profile';
import { selectProfile, selectRole } from '@/api/session';
import {
  selectIsAdmin,
  selectMustSetPassword,
  selectMustSetUpTwoFactor,
} from '@/features/session/sessionSlice';
import { permissionOf } from '@/lib/permissions';
import type { AdminScreen } from './screens';
import type { AppStore } from './store';

/**
 * Resolves once the tab's stored session is in the store: redux-persist reads it back just after
 * the store is made, and an admin call made before would go without the admin's token.
 */
function sessionRestored(store: AppStore): Promise<void> {
  const restored = () => store.getState().session._persist.rehydrated;
  if (restored()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = store.subscribe(() => {
      if (!restored()) return;
      stop();
      resolve();
    });
  });
}

/**
 * Whether the server would answer the screen's data: not while the admin has a one-time password
 * to replace or two-factor sign-in to set up, nor what their role, once known, may not read (the screen then shows why).
 */
function serverWouldAnswer(store: AppStore, resource: AdminScreen['resource']): boolean {
  const state = store.getState();
  if (!selectIsAdmin(state) || selectMustSetPassword(state) || selectMustSetUpTwoFactor(state)) {
    return false;
  }
  const role = selectRole(state);
  return !resource || !role || permissionOf(role)(resource, 'read');
}

/**
 * Starts loading a screen's data as the admin goes to it (a link, a bookmark, a reload, signing
 * in), beside its code rather than after it: what it asks for at each opening (the dashboard's
 * profile and numbers), the page of its list that the URL names (made from the whole
 * lists when the backend has only those: docs/decisions.md#the-whole-lists-paged-in-the-browser),
 * or of a list the reference server keeps (the tab answers its own at once: nothing to start
 * early). The screen then finds it in the cache, or on its way. Only for a signed-in admin whom
 * the server would answer; what is cached is not asked for again.
 */
export async function prefetchScreenData(
  store: AppStore,
  screen: Pick<AdminScreen, 'pagedList' | 'keptList' | 'openingData' | 'resource'>,
  params: URLSearchParams,
): Promise<void> {
  await sessionRestored(store);
  if (!serverWouldAnswer(store, screen.resource)) return;
  const { pagedList, keptList, openingData } = screen;
  if (openingData) store.dispatch(openingData(params));
  if (pagedList) store.dispatch(pagedList(params));
  if (keptList) store.dispatch((await keptList())(params));
}

/**
 * The signed-in admin's profile, asked for as they enter the admin area (signing in, or a visit
 * that opens on it) when the session has none: the layout's header and the role that the guarded
 * screens wait for (features/session/RequirePermission) come with it, beside the screens' code.
 */
export async function prefetchProfile(store: AppStore): Promise<void> {
  await sessionRestored(store);
  const state = store.getState();
  if (selectIsAdmin(state) && !selectProfile(state)) {
    store.dispatch(profileApi.util.prefetch('getProfile', undefined, {}));
  }
}
