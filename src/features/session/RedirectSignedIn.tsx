import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { DASHBOARD_PATH } from '@/lib/paths';
import type { ReturnToState } from './RequireAdmin';
import { firstStepPath } from './RequireFirstSteps';
import { selectIsAdmin, type SessionState } from './sessionSlice';

/** Only a path inside this app may be returned to, never another origin. */
function returnPath(state: unknown): string {
  const from = (state as ReturnToState | null)?.from;
  if (!from || typeof from.pathname !== 'string') return DASHBOARD_PATH;
  if (!from.pathname.startsWith('/') || from.pathname.startsWith('//')) return DASHBOARD_PATH;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/**
 * Where a signed-in admin goes from / or /admin-login: on to the page the guard stopped (its
 * return-to is the sign-in page's location state), else to the dashboard
 * (docs/decisions.md#3-gaps-decided); one who signed in with a one-time password, to set their
 * own first, and one whom a Super Admin requires to, to set up two-factor sign-in.
 */
export function signedInPath(state: { session: SessionState }, locationState: unknown): string {
  return firstStepPath(state) ?? returnPath(locationState);
}

/**
 * A signed-in admin on / or /admin-login goes where `signedInPath` says. Signing in only stores
 * the token; this does the navigation, unless the app did before showing itself
 * (docs/decisions.md#login-first).
 */
export function RedirectSignedIn() {
  const isAdmin = useAppSelector(selectIsAdmin);
  const { state } = useLocation();
  const landing = useAppSelector((session) => signedInPath(session, state));
  if (!isAdmin) return <Outlet />;
  return <Navigate to={landing} replace />;
}
