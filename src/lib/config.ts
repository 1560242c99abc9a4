/**
 * Run-time configuration, read from `window.__BACKOFFICE_CONFIG__` (public/config.js) so that
 * one build serves any backend. Missing or bad values fall back to the defaults.
 */
export interface AppConfig {
  /** Absolute API origin without a trailing slash. */
  apiBaseUrl: string;
  /** A request still unanswered after this many milliseconds fails with a time-out. */
  requestTimeoutMs: number;
}

declare global {
  interface Window {
    __BACKOFFICE_CONFIG__?: Partial<AppConfig>;
  }
}

export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

export function readConfig(): AppConfig {
  const raw = window.__BACKOFFICE_CONFIG__ ?? {};
  const base =
    typeof raw.apiBaseUrl === 'string' && raw.apiBaseUrl.trim() !== '' ? raw.apiBaseUrl : '';
  const timeout = Number(raw.requestTimeoutMs);
  return {
    apiBaseUrl: (base.trim() || window.location.origin).replace(/\/+$/, ''),
    requestTimeoutMs:
      Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_REQUEST_TIMEOUT_MS,
  };
}
