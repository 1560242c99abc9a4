import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { selectHasOwnAccount } from '@/api/session';
import { useAppSelector } from '@/app/hooks';
import { DASHBOARD_PATH } from '@/lib/paths';
import { selectMustSetPassword, selectMustSetUpTwoFactor, type SessionState } from './sessionSlice';

/** Where an admin still on their one-time password sets their own (reference server only). */
export const SET_PASSWORD_PATH = '/set-password';

/** Where an admin sets up two-factor sign-in that a Super Admin requires (reference server only). */
export const SET_UP_TWO_FACTOR_PATH = '/set-up-two-factor';

/**
 * The page of what the admin must do before any screen of the admin area, if anything: set their
 * own password (docs/decisions.md#roles-and-your-own-account), then set up two-factor sign-in
 * once their profile says a Super Admin requires it (docs/api.md#two-factor-sign-in). Until then
 * the server refuses them all.
 */
export function firstStepPath(state: { session: SessionState }): string | undefined {
  if (selectMustSetPassword(state)) return SET_PASSWORD_PATH;
  if (selectMustSetUpTwoFactor(state)) return SET_UP_TWO_FACTOR_PATH;
  return undefined;
}

/** Every screen of the admin area waits until the admin has taken the steps `firstStepPath` names. */
export function RequireFirstSteps() {
  const step = useAppSelector(firstStepPath);
  return step ? <Navigate to={step} replace /> : <Outlet />;
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

/**
 * The set-up page, on a backend that keeps accounts of their own; elsewhere `notFound`. The page
 * itself sends an admin with nothing to set up on to the dashboard.
 */
export function OnlyWithOwnAccount({ notFound }: { notFound: ReactNode }) {
  return useAppSelector(selectHasOwnAccount) ? <Outlet /> : notFound;
}
