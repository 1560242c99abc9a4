import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** How every failed call reaches a screen: a status and a message already in the spec's words. */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | 'NO_ADMIN_TOKEN';
  /**
   * The server's message, else 'HTTP error! status: N', else the time-out's text; empty when no
   * answer came at all, so that each caller says its own fallback ('Unknown error' on a
   * notification load, 'Something went wrong' on the login).
   */
  message: string;
  /** True when the message came from the server's body. */
  fromServer: boolean;
  /** The response body, when there was one. */
  data?: unknown;
}

export { GENERIC_FAILURE } from './genericFailure';

export const NO_ADMIN_TOKEN = 'No admin token available';
export const TIMEOUT_MESSAGE = 'The server did not answer in time. Please try again.';

export function serverMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message, error } = body as { message?: unknown; error?: unknown };
  if (typeof message === 'string' && message.trim() !== '') return message;
  if (typeof error === 'string' && error.trim() !== '') return error;
  return undefined;
}

export function toApiError(error: FetchBaseQueryError): ApiError {
  switch (error.status) {
    case 'FETCH_ERROR':
    case 'CUSTOM_ERROR':
      return { status: 'FETCH_ERROR', message: '', fromServer: false };
    case 'TIMEOUT_ERROR':
      return { status: 'TIMEOUT_ERROR', message: TIMEOUT_MESSAGE, fromServer: false };
    case 'PARSING_ERROR': {
      // A non-JSON error page (a proxy's 502, say) still has a meaningful HTTP status.
      const status = error.originalStatus;
      return {
        status,
        message: `HTTP error! status: ${status}`,
        fromServer: false,
        data: error.data,
      };
    }
    default: {
      const fromBody = serverMessage(error.data);
      return {
        status: error.status,
        message: fromBody ?? `HTTP error! status: ${error.status}`,
        fromServer: fromBody !== undefined,
        data: error.data,
      };
    }
  }
}

/**
 * The body field a refusal is about, when the server names one (docs/api.md#conventions): a field
 * the schema refused, or a value already taken (a transaction ID, an e-mail).
 */
export function refusedField(error: unknown): string | undefined {
  const { data } = (error ?? {}) as Partial<ApiError>;
  const field = (data as { field?: unknown } | undefined)?.field;
  return typeof field === 'string' && field !== '' ? field : undefined;
}

/** Narrows whatever a rejected `unwrap()` threw to an ApiError, so screens can print its message. */
export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'status' in value &&
    typeof (value as ApiError).message === 'string'
  );
}

/** The text of a failure, or `fallback` when it carries none (the fallbacks of docs/requirements.md#8-errors-and-messages). */
export function failureText(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}

/**
 * A failure that the session's end explains, which no screen reports on its own: no admin token
 * (silent on load: docs/requirements.md#6-roles-and-permissions), a 401 (the session ends with
 * its own message), or a request aborted when the session ended, a write's included.
 */
export function isSessionEnd(error: unknown): boolean {
  if (isApiError(error)) return error.status === 'NO_ADMIN_TOKEN' || error.status === 401;
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'AbortError'
  );
}

/**
 * Whether a failed call means the backend does not offer the call at all (404): the
 * requirements' backend has none of the features beyond them, which say so quietly.
 */
export const isNotOffered = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
