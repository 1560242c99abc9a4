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
