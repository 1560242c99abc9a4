import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { selectHasOwnAccount } from '@/api/session';
import { useAppSelector } from '@/app/hooks';
import { DASHBOARD_PATH } from '@/lib/paths';
import { selectMustSetPassword } from './sessionSlice';

/** Where an admin still on their one-time password sets their own (reference server only). */
export const SET_PASSWORD_PATH = '/set-password';

/**
 * Every screen of the admin area waits until the admin has set their own password: until then
 * the server refuses them all (docs/decisions.md#roles-and-your-own-account).
 */
export function RequirePasswordSet() {
  const mustSetPassword = useAppSelector(selectMustSetPassword);
  return mustSetPassword ? <Navigate to={SET_PASSWORD_PATH} replace /> : <Outlet />;
}

/**
 * The set-password page, open only while there is a one-time password to replace; on a backend
 * without accounts of their own there is no such page, and `notFound` shows instead.
 */
export function OnlyWhilePasswordToSet({ notFound }: { notFound: ReactNode }) {
  const mustSetPassword = useAppSelector(selectMustSetPassword);
  const ownAccount = useAppSelector(selectHasOwnAccount);
  if (mustSetPassword) return <Outlet />;
  return ownAccount ? <Navigate to={DASHBOARD_PATH} replace /> : notFound;
}
