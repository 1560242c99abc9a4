import { hasStoredAdminSession } from '@/features/session/storedSession';
import { isSignInPath } from '@/lib/paths';

/**
 * True when the visit opens on the sign-in page: a sign-in path, and no admin session stored.
 * Decided once, by signInGate.ts, before the body is read.
 */
export const opensOnSignIn = () =>
  isSignInPath(window.location.pathname) && !hasStoredAdminSession();
