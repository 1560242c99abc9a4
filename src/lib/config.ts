/**
 * Run-time configuration, read from `window.__BACKOFFICE_CONFIG__` (public/config.js) so that
 * one build serves any backend. Missing or bad values fall back to the defaults.
 */
export interface AppConfig {
  /** Absolute API origin without a trailing slash. */
  apiBaseUrl: string;
  /** A request still unanswered after this many milliseconds fails with a time-out. */
  requestTimeoutMs: number;
  /**
   * How User and Order Management read their lists: 'server' asks the backend for one page at
   * a time (GET /admin/users, /admin/orders: docs/api.md#paged-users-and-orders); 'client'
   * loads the whole list once (the requirements' /all calls) and pages, sorts and searches it
   * in the browser, for a backend that has only those.
   */
  lists: ListMode;
  /**
   * Where the screens the specification keeps in the tab keep their data: 'server' on the
   * reference server (Admin Management's accounts, with roles, versions and live lists:
   * docs/api.md#admin-accounts); 'tab' in the tab, as the specification's lists, lost on reload,
   * for a backend that has only the specification's calls.
   */
  screens: ScreensMode;
}

export const LIST_MODES = ['server', 'client'] as const;
export type ListMode = (typeof LIST_MODES)[number];

export const SCREENS_MODES = ['server', 'tab'] as const;
export type ScreensMode = (typeof SCREENS_MODES)[number];

declare global {
  interface Window {
    __BACKOFFICE_CONFIG__?: Partial<AppConfig>;
  }
}

export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

export function readConfig(): AppConfig {
  const raw = window.__BACKOFFICE_CONFIG__ ?? {};
  const base = typeof raw.apiBaseUrl === 'string' ? raw.apiBaseUrl.trim() : '';
  const timeout = Number(raw.requestTimeoutMs);
  return {
    apiBaseUrl: (base || window.location.origin).replace(/\/+$/, ''),
    requestTimeoutMs:
      Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_REQUEST_TIMEOUT_MS,
    // Without a setting, the requirements' calls, which every backend has.
    lists: LIST_MODES.find((mode) => mode === raw.lists) ?? 'client',
    screens: SCREENS_MODES.find((mode) => mode === raw.screens) ?? 'tab',
  };
}
