import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { LOGIN_PATH } from '@/lib/paths';
import { useRevokeAdminTokenMutation } from './sessionApi';
import { loggedOut, selectIsAdmin } from './sessionSlice';

/** Logout from the sidebar or the header: revoke the token, clear everything, go to login. */
export function useLogout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const isAdmin = useAppSelector(selectIsAdmin);
  const [revokeToken] = useRevokeAdminTokenMutation();

  const endSession = useCallback(async () => {
    // Best effort, bounded by a short time-out: the server refuses this token from now on.
    if (isAdmin)
      await revokeToken()
        .unwrap()
        .catch(() => undefined);
    dispatch(loggedOut());
    await navigate(LOGIN_PATH, { replace: true });
  }, [dispatch, navigate, isAdmin, revokeToken]);
  // A click handler: nothing waits for the logout, and it cannot fail.
  return useCallback(() => void endSession(), [endSession]);
}
