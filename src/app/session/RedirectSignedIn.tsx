import { Navigate, Outlet } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { DASHBOARD_PATH } from '@/app/screens';
import { selectIsAdmin } from './sessionSlice';

/** A signed-in admin who opens / or /admin-login goes to the dashboard (DECISIONS.md §3). */
export function RedirectSignedIn() {
  const isAdmin = useAppSelector(selectIsAdmin);
  return isAdmin ? <Navigate to={DASHBOARD_PATH} replace /> : <Outlet />;
}
