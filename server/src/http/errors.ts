/**
 * Every failure answers JSON with a plain-English message and never a stack. Routes throw an
 * HttpError (lib/httpError.ts) carrying the exact body the client expects; anything unexpected
 * is logged and answered with a generic 500. Each body also carries the request's id
 * (requestIds.ts), which its log lines carry too.
 */
import type { Static } from '@sinclair/typebox';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

import type { errorReplySchema } from '../../../contract/common';
import { HttpError, type ErrorBody } from '../lib/httpError';
import { refusedBodyField } from './validationMessages';

/** An error body as sent: the contract's fields, then the request's id. */
export type ErrorReply = Static<typeof errorReplySchema>;

export function errorReply(request: FastifyRequest, body: ErrorBody): ErrorReply {
  return { ...body, requestId: request.id };
}

export const NOT_FOUND: ErrorBody = { success: false, message: 'Not found.' };

// Fastify's wording for these speaks of content-type parsers; an administrator needs less.
const FRAMEWORK_MESSAGES: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'The request body must be JSON (Content-Type: application/json).',
};

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return reply.code(error.statusCode).send(errorReply(request, error.body));
  }

  // Both flags below: the client reads `status` on the login and `success` everywhere else.
  const statusCode = error.validation ? 400 : (error.statusCode ?? 500);
  if (statusCode < 400 || statusCode >= 500) {
    request.log.error({ err: error }, 'request failed');
    const message = 'Internal server error.';
    return reply.code(500).send(errorReply(request, { success: false, status: false, message }));
  }
  const message = FRAMEWORK_MESSAGES[error.code] ?? error.message;
  const field = refusedBodyField(error);
  return reply
    .code(statusCode)
    .send(errorReply(request, { success: false, status: false, message, ...(field && { field }) }));
}

// The router's own refusals (found by the fuzzer, which sent them): Fastify answers them before
// any hook, in its own shape, unless the app words them.
const ROUTER_MESSAGES: Readonly<Record<string, string>> = {
  FST_ERR_BAD_URL: 'The path is not a valid URL.',
  FST_ERR_MAX_PARAM_LENGTH: 'The path is too long.',
};

/** Fastify's frameworkErrors: a path the router cannot read, answered as every other error. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const message = ROUTER_MESSAGES[error.code] ?? 'The path is not valid.';
  void reply
    .code(error.statusCode ?? 400)
    .send(errorReply(request, { success: false, status: false, message }));
}
