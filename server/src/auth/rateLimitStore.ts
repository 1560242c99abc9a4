/**
 * @fastify/rate-limit's counts in the database (rate_limits) instead of its default, a map in
 * the process's memory: behind several replicas each would otherwise allow the limit on its
 * own, and a restart would forget the attempts. Fixed windows, as the default store counts
 * (its continueExceeding and exponentialBackoff options are not used here).
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

import type { Queryable } from '../db/types';
import { countRequest } from '../repositories/rateLimits';

/** What the plugin passes to child(): the route's merged options, with the route itself. */
interface ChildOptions {
  groupId?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

/** A store class on `db`, for the plugin's `store` option. */
export function databaseRateLimitStore(db: Queryable): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    /**
     * Keeps each limited route's counts apart, 'POST /admin/admin-login', but a group's
     * (`groupId`), which its routes count together.
     */
    private readonly scope: string;

    constructor(_options: unknown, scope = 'global') {
      this.scope = scope;
    }

    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number) {
      countRequest(db, `${this.scope} ${key}`, timeWindow).then(
        (count) => callback(null, count),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(options: unknown): FastifyRateLimitStore {
      const { groupId, routeInfo = {} } = options as ChildOptions;
      const { method = '', url = '' } = routeInfo;
      return new DatabaseStore(undefined, groupId ?? `${[method].flat().join(',')} ${url}`);
    }
  }
  return DatabaseStore;
}
