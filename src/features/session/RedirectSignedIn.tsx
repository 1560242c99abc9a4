import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { DASHBOARD_PATH } from '@/lib/paths';
import type { ReturnToState } from './RequireAdmin';
import { SET_PASSWORD_PATH } from './RequirePasswordSet';
import { selectIsAdmin, selectMustSetPassword } from './sessionSlice';

/** Only a path inside this app may be returned to, never another origin. */
function returnPath(state: unknown): string {
  const from = (state as ReturnToState | null)?.from;
  if (!from || typeof from.pathname !== 'string') return DASHBOARD_PATH;
  if (!from.pathname.startsWith('/') || from.pathname.startsWith('//')) return DASHBOARD_PATH;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/**
 * A signed-in admin on / or /admin-login goes on to the page the guard stopped, else to the
 * dashboard (docs/decisions.md#3-gaps-decided); one who signed in with a one-time password, to
 * set their own first. Signing in only stores the token; this does the navigation.
 */
export function RedirectSignedIn() {
  const isAdmin = useAppSelector(selectIsAdmin);
  const mustSetPassword = useAppSelector(selectMustSetPassword);
  const { state } = useLocation();
  if (!isAdmin) return <Outlet />;
  return <Navigate to={mustSetPassword ? SET_PASSWORD_PATH : returnPath(state)} replace />;
}
