import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { LOGIN_PATH } from '@/lib/paths';
import { selectAdminToken } from '@/api/session';
import { selectIsAdmin, sessionExpired } from './sessionSlice';
import { tokenExpiresAt } from './token';

/** setTimeout cannot wait longer than 2^31 - 1 ms (about 24.8 days). */
const MAX_TIMER_DELAY = 2 ** 31 - 1;

/** Ends the session the moment the stored admin token expires, or at once if it already has. */
function useEndSessionAtExpiry() {
  const token = useAppSelector(selectAdminToken);
  const dispatch = useAppDispatch();
  useEffect(() => {
    const expiresAt = token ? tokenExpiresAt(token) : undefined;
    if (expiresAt === undefined) return;
    const delay = expiresAt - Date.now();
    if (delay <= 0) {
      dispatch(sessionExpired());
      return;
    }
    if (delay > MAX_TIMER_DELAY) return;
    const timer = setTimeout(() => dispatch(sessionExpired()), delay);
    return () => clearTimeout(timer);
  }, [token, dispatch]);
}

/** Where the guard came from, so that signing in can bring the admin back (docs/decisions.md#3-gaps-decided). */
export interface ReturnToState {
  from?: { pathname: string; search?: string; hash?: string };
}

/**
 * The admin guard (docs/requirements.md#route-table): without the admin flag, go to /admin-login
 * and come back after.
 */
export function RequireAdmin() {
  const isAdmin = useAppSelector(selectIsAdmin);
  const location = useLocation();
  useEndSessionAtExpiry();
  if (!isAdmin) {
    const state: ReturnToState = { from: location };
    return <Navigate to={LOGIN_PATH} replace state={state} />;
  }
  return <Outlet />;
}
