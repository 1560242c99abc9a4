/**
 * What a request may cost before its route's schema has looked at it. One request must never
 * hold the event loop for long, since every other request waits meanwhile (README: Security and
 * reliability):
 *
 * - a body is at most SMALL_BODY_LIMIT, but on the routes that carry images (IMAGE_BODY_LIMIT);
 * - a JSON body is UTF-8: another declared charset is refused (415) rather than misread, bytes
 *   that are not UTF-8 are refused rather than replaced, and a leading byte order mark is skipped;
 * - a large body must be mostly its images, whose base64 has no JSON punctuation: one with more
 *   than MAX_JSON_VALUES arrays, objects and list items is refused before JSON.parse, which would
 *   spend seconds on 16 MiB of `[0,0,...]` or `{"a":1,...}`;
 * - a path parameter is at most MAX_PARAM_LENGTH characters (414), on every route alike.
 */
import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';

import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';

import { HttpError, type ErrorReply } from './errors';
import { REQUEST_ID_HEADER } from './requestIds';

/** Every body but those with images: a sign-in, a status, a filter take a few hundred bytes. */
export const SMALL_BODY_LIMIT = 8 * 1024;

/** Room for two 5 MB images as base64 data URLs (4/3 larger) and the other fields. */
export const IMAGE_BODY_LIMIT = 16 * 1024 * 1024;

/** Commas, `[` and `{` a body over SMALL_BODY_LIMIT may hold, counted in its text as well. */
export const MAX_JSON_VALUES = 10_000;

/** The documented limit of a path parameter (docs/api.md#conventions). */
export const MAX_PARAM_LENGTH = 100;

const COMMA = 0x2c;
const OPEN_BRACKET = 0x5b;
const OPEN_BRACE = 0x7b;

/** How many of the bytes that start or continue a JSON value the body holds, counted up to `cap + 1`. */
function valueMarks(body: Buffer, cap: number): number {
  let count = 0;
  for (const mark of [COMMA, OPEN_BRACKET, OPEN_BRACE]) {
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

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * JSON bodies as described above. A bodiless POST or DELETE sent with `Content-Type:
 * application/json` (a client that sets it on every call) reads as no body rather than failing;
 * the rest goes through Fastify's own parser and its prototype-poisoning checks.
 */
export function parseJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer' },
    (request: FastifyRequest, body: Buffer, done) => {
      const charset = charsetOf(request.headers['content-type']);
      if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
        done(
          refused(
            415,
            'The request body must be UTF-8 (Content-Type: application/json; charset=utf-8).',
          ),
        );
        return;
      }
      if (body.length === 0) {
        done(null, undefined);
        return;
      }
      if (body.length > SMALL_BODY_LIMIT && valueMarks(body, MAX_JSON_VALUES) > MAX_JSON_VALUES) {
        done(refused(400, 'The request body holds too many values.'));
        return;
      }
      let text: string;
      try {
        // The decoder drops a leading byte order mark, which JSON.parse would refuse.
        text = utf8.decode(body);
      } catch {
        done(refused(400, 'The request body is not valid UTF-8.'));
        return;
      }
      // Fastify's parser reports through `done`; its return value carries nothing more.
      void parseJson(request, text, done);
    },
  );
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
const CLIENT_ERRORS: Readonly<Record<string, [number, string, string]>> = {
  HPE_HEADER_OVERFLOW: [
    431,
    'Request Header Fields Too Large',
    'The request headers are too large.',
  ],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long to arrive.'],
};

/**
 * Fastify's clientErrorHandler: a request Node could not read (headers too large, not HTTP)
 * answered in the API's error shape, with a request id of its own, where Fastify's default
 * answers `{ error, message, statusCode }`.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: FastifyError,
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [statusCode, reason, message] = CLIENT_ERRORS[error.code] ?? [
    400,
    'Bad Request',
    'The request is not valid HTTP.',
  ];
  const requestId = randomUUID();
  const body: ErrorReply = { success: false, status: false, message, requestId };
  const text = JSON.stringify(body);
  this.log.debug({ err: error, requestId }, 'client error');
  if (socket.writable) {
    socket.write(
      [
        `HTTP/1.1 ${statusCode} ${reason}`,
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
