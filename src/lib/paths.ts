/** The routes other code navigates to by name (docs/requirements.md#route-table). */
export const LOGIN_PATH = '/admin-login';
export const DASHBOARD_PATH = '/admin-dashboard';

/** The paths that show the sign-in page to a visitor who is not signed in. */
export const isSignInPath = (pathname: string) => pathname === '/' || pathname === LOGIN_PATH;
