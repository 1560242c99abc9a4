/**
 * One call of apiCalls.ts's list, in its own module: the files that add their routes' calls to
 * the list need its shape, and the list needs them.
 */
import type { InjectOptions } from 'fastify';

/** What the calls made so far have given: ids, an image's path, a token to sign out. */
export type Made = Record<string, string>;

export interface ApiCall {
  /** As in the document: 'GET /admin/banner/{id}'. */
  operation: string;
  status: number;
  /** The administrator's token is added unless `anonymous`. */
  request: (made: Made) => Omit<InjectOptions, 'method'> & { url: string };
  anonymous?: boolean;
  /** What the answer gives the later calls. */
  keep?: (body: Record<string, unknown>, made: Made) => void;
}

/**
 * A call of `operation` answered with `status`: its request a URL, a request, or one made of what
 * the calls before it gave.
 */
export const call = (
  operation: string,
  status: number,
  request: string | ReturnType<ApiCall['request']> | ApiCall['request'],
  more: Pick<ApiCall, 'anonymous' | 'keep'> = {},
): ApiCall => ({
  operation,
  status,
  request:
    typeof request === 'function'
      ? request
      : () => (typeof request === 'string' ? { url: request } : request),
  ...more,
});

/** A GET of `url` whose path is its operation's: 'GET /admin/users' for '/admin/users?q=diya'. */
export const get = (url: string, status = 200, more: Pick<ApiCall, 'anonymous' | 'keep'> = {}) =>
  call(`GET ${url.split('?')[0] ?? url}`, status, url, more);
