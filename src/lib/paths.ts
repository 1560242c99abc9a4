/** The routes other code navigates to by name (docs/requirements.md#route-table). */
export const LOGIN_PATH = '/admin-login';
export const DASHBOARD_PATH = '/admin-dashboard';
