/**
 * What a request may cost before its route's schema has looked at it. One request must never
 * hold the event loop for long, since every other request waits meanwhile (docs/security.md):
 *
 * - a body is at most SMALL_BODY_LIMIT, but on the routes that carry images (IMAGE_BODY_LIMIT)
 *   and the bulk routes (BULK_BODY_LIMIT);
 * - a JSON body is UTF-8: another declared charset is refused (415) rather than misread, bytes
 *   that are not UTF-8 are refused rather than replaced, and a leading byte order mark is skipped;
 * - a large body must be mostly its images, whose base64 has no JSON punctuation: one with more
 *   than MAX_BUSY_MARKS commas, opening brackets and escapes is refused before JSON.parse, which
 *   would spend seconds on megabytes of `[0,0,...]` or `{"a":1,...}`;
 * - a path parameter is at most MAX_PARAM_LENGTH characters (414), on every route alike.
 */
import { isUtf8 } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

import type { FastifyError, FastifyInstance } from 'fastify';

import type { ErrorReply } from './errors';
import { HttpError } from '../lib/httpError';
import { REQUEST_ID_HEADER } from './requestIds';

/** Every body but those with images: a sign-in, a status, a filter take a few hundred bytes. */
export const SMALL_BODY_LIMIT = 8 * 1024;

/**
 * Room for two 5 MB images as base64 data URLs (6,990,508 characters each) and the other
 * fields, with some to spare.
 */
export const IMAGE_BODY_LIMIT = 14.5 * 1024 * 1024;

/** A bulk request's body: its most items (contract/bulk.ts), each two integers, with room to spare. */
export const BULK_BODY_LIMIT = 64 * 1024;

/**
 * The commas, `[`, `{` and backslashes a body over SMALL_BODY_LIMIT may hold, in its text as
 * well: far more than the text fields of a body with images can hold.
 */
export const MAX_BUSY_MARKS = 10_000;

/** The documented limit of a path parameter (docs/api.md#conventions). */
export const MAX_PARAM_LENGTH = 100;

/** The bytes that make JSON.parse work hardest: `,` `[` `{` and `\`. */
const BUSY_MARKS = [0x2c, 0x5b, 0x7b, 0x5c] as const;

/** How many busy marks the body holds, counted up to `cap + 1`. */
function busyMarks(body: Buffer, cap: number): number {
  let count = 0;
  for (const mark of BUSY_MARKS) {
    for (let at = body.indexOf(mark); at !== -1 && count <= cap; at = body.indexOf(mark, at + 1)) {
      count += 1;
    }
  }
  return count;
}

const refused = (statusCode: number, message: string) =>
  new HttpError(statusCode, { success: false, status: false, message });

/** The charset a Content-Type names, lower case, or undefined. */
function charsetOf(contentType: string | undefined): string | undefined {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? '');
  return match?.[1]?.toLowerCase();
}

const BYTE_ORDER_MARK = Buffer.from([0xef, 0xbb, 0xbf]);

/** A JSON body's text, or the HttpError that refuses it before it is parsed. */
function jsonText(contentType: string | undefined, body: Buffer): string {
  const charset = charsetOf(contentType);
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
    throw refused(
      415,
      'The request body must be UTF-8 (Content-Type: application/json; charset=utf-8).',
    );
  }
  if (body.length > SMALL_BODY_LIMIT && busyMarks(body, MAX_BUSY_MARKS) > MAX_BUSY_MARKS) {
    throw refused(400, 'The request body holds too many values.');
  }
  if (!isUtf8(body)) throw refused(400, 'The request body is not valid UTF-8.');
  // JSON.parse refuses the byte order mark some clients put first.
  const start = body.subarray(0, 3).equals(BYTE_ORDER_MARK) ? 3 : 0;
  return body.toString('utf8', start);
}

/**
 * JSON bodies as described above. A bodiless POST or DELETE sent with `Content-Type:
 * application/json` (a client that sets it on every call) reads as no body rather than failing;
 * the rest goes through Fastify's own parser and its prototype-poisoning checks.
 */
export function parseJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = jsonText(request.headers['content-type'], body as Buffer);
    } catch (error) {
      done(error as HttpError);
      return;
    }
    if (text === '') done(null, undefined);
    // Fastify's parser reports through `done`; its return value carries nothing more.
    else void parseJson(request, text, done);
  });
}

/**
 * A path parameter longer than MAX_PARAM_LENGTH answers 414 on every route. The router itself
 * is given room for longer ones: left to it, such a path matched the pages' catch-all on GET
 * (404) and nothing on the other methods (414).
 */
export function refuseLongPathParameters(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const params = request.params as Record<string, string> | undefined;
    for (const [name, value] of Object.entries(params ?? {})) {
      // '*' is the pages' catch-all: a browser's address, not a parameter.
      if (name !== '*' && value.length > MAX_PARAM_LENGTH) {
        throw refused(414, 'The path is too long.');
      }
    }
  });
}

/** The answers Node's HTTP parser gives before any route is found, by its error's code. */
const CLIENT_ERRORS: Readonly<Record<string, [number, string]>> = {
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive.'],
};

/**
 * Fastify's clientErrorHandler: a request Node could not read (headers too large, not HTTP)
 * answered in the API's error shape, with a request id of its own, where Fastify's default
 * answers `{ error, message, statusCode }`.
 */
export function clientErrorHandler(this: FastifyInstance, error: FastifyError, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [statusCode, message] = CLIENT_ERRORS[error.code] ?? [
    400,
    'The request is not valid HTTP.',
  ];
  const requestId = randomUUID();
  const body: ErrorReply = { success: false, status: false, message, requestId };
  const text = JSON.stringify(body);
  this.log.debug({ err: error, requestId }, 'client error');
  if (socket.writable) {
    socket.write(
      [
        `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}`,
        `Content-Length: ${Buffer.byteLength(text)}`,
        'Content-Type: application/json; charset=utf-8',
        `${REQUEST_ID_HEADER}: ${requestId}`,
        'Connection: close',
        '',
        text,
      ].join('\r\n'),
    );
  }
  socket.destroy(error);
}
