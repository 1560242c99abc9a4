/**
 * A refusal with the exact body the client expects: thrown wherever a request is found wanting
 * (a route, the guard, a limit), answered by the transport's error handler (http/errors.ts).
 */
import type { Static } from '@sinclair/typebox';

import type { errorReplySchema } from '../../../contract/common';

/**
 * An error body as a route gives it; the request's id is added when it is sent. A route may add
 * fields its declared reply schema names (a 409's current item: http/versions.ts).
 */
export type ErrorBody = Omit<Static<typeof errorReplySchema>, 'requestId'> &
  Record<string, unknown>;

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ErrorBody,
  ) {
    super(body.message);
  }
}

/**
 * A 400 for a body the schema passed but the route refuses, worded as schema failures are, and
 * naming the body `field` it is about, if one.
 */
export function badRequest(message: string, field?: string): HttpError {
  return new HttpError(400, { success: false, status: false, message, ...(field && { field }) });
}

/** A refusal of `statusCode` with its message, and the fields its reply schema names. */
export const refused = (statusCode: number, message: string, fields?: Record<string, unknown>) =>
  new HttpError(statusCode, { success: false, message, ...fields });

export const notFound = (message: string): HttpError => refused(404, message);

/** A sign-in refused (wrong password, code or passkey): a 401 flagged as the login's replies are. */
export const signInRefused = (message: string) => new HttpError(401, { status: false, message });
