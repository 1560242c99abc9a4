import { isTokenUsable } from './token';

/** The session slice's persist key (app/store.ts). */
export const SESSION_PERSIST_KEY = 'session';
/** Where redux-persist keeps the slice: its key prefix, then the slice's key. */
const STORED_SESSION_KEY = `persist:${SESSION_PERSIST_KEY}`;

/**
 * The admin token this tab has stored, read at once from sessionStorage without the store, so
 * that the first page can be chosen before the store's code has loaded
 * (docs/decisions.md#login-first). redux-persist stores each field of the slice as JSON inside
 * one JSON object.
 */
export function storedAdminToken(storage: Storage = window.sessionStorage): string | null {
  try {
    const stored: unknown = JSON.parse(storage.getItem(STORED_SESSION_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null || !('jwtToken' in stored)) return null;
    const field = stored.jwtToken;
    const token: unknown = typeof field === 'string' ? JSON.parse(field) : null;
    return typeof token === 'string' ? token : null;
  } catch {
    return null;
  }
}

/** True when the tab holds an admin token that has not expired. */
export const hasStoredAdminSession = (storage?: Storage) =>
  isTokenUsable(storedAdminToken(storage));
