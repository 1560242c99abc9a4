import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { selectHasOwnAccount } from '@/api/session';
import { useAppSelector } from '@/app/hooks';
import { selectMustSetUpTwoFactor } from './sessionSlice';

/** Where an admin sets up two-factor sign-in that a Super Admin requires (reference server only). */
export const SET_UP_TWO_FACTOR_PATH = '/set-up-two-factor';

/**
 * Every screen of the admin area waits until the admin has set up two-factor sign-in, once their
 * profile says a Super Admin requires it: until then the server refuses them all
 * (docs/api.md#two-factor-sign-in). A password to set comes first (RequirePasswordSet, outside).
 */
export function RequireTwoFactorSet() {
  const mustSetUp = useAppSelector(selectMustSetUpTwoFactor);
  return mustSetUp ? <Navigate to={SET_UP_TWO_FACTOR_PATH} replace /> : <Outlet />;
}

/**
 * The set-up page, on a backend that keeps accounts of their own; elsewhere `notFound`. The page
 * itself sends an admin with nothing to set up on to the dashboard.
 */
export function OnlyWithOwnAccount({ notFound }: { notFound: ReactNode }) {
  return useAppSelector(selectHasOwnAccount) ? <Outlet /> : notFound;
}
