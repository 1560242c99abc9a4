/**
 * Roles, enforced (docs/api.md#roles): every /admin route is mapped, as it is registered, to the
 * resource and action of contract/roles.ts it reads or changes: the resource by its path's first
 * part (declared with the resource, contract/resources.ts), the action by its method, with the few routes whose method says otherwise named. A route
 * with no mapping stops the app from starting, so none can pass unchecked. On each request,
 * after the guard, a forbidden one answers 403 before its body is read or its handler runs.
 */
import type { FastifyRequest, RouteOptions } from 'fastify';

import { type HttpError, refused } from '../lib/httpError';
import {
  can,
  forbiddenMessage,
  type PermissionAction,
  type Resource,
} from '../../../contract/roles';
import { resourceOfRoute } from '../../../contract/resources';
import { signedInAdmin, type SignedInAdmin } from './guard';

export interface RoutePermission {
  resource: Resource;
  action: PermissionAction;
  /** Whether an admin still on a one-time password may call it. */
  beforePasswordSet: boolean;
  /** Whether an admin who must set up two-factor sign-in may call it. */
  beforeTwoFactorSet: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on every route behind the admin guard (permissionOf). */
    permission?: RoutePermission;
  }
}

const ACTION_OF_METHOD: Readonly<Record<string, PermissionAction>> = {
  GET: 'read',
  HEAD: 'read',
  POST: 'create',
  PUT: 'update',
  PATCH: 'update',
  DELETE: 'delete',
};

/** The routes whose method does not say what they do. */
const ACTION_OF_ROUTE: Readonly<Record<string, PermissionAction>> = {
  'POST /admin/logout': 'delete',
  'POST /admin/profile/end-other-sessions': 'update',
  'POST /admin/admins/:id/reset-password': 'update',
  'POST /admin/admins/:id/reset-two-factor': 'update',
};

/** A managed resource's bulk delete, POST /admin/<part>/bulk/delete (docs/api.md#bulk-work). */
const BULK_DELETE = '/bulk/delete';

/** What an admin on a one-time password may do: see who they are, set their own, sign out. */
const BEFORE_PASSWORD_SET: ReadonlySet<string> = new Set([
  'GET /admin/profile',
  'HEAD /admin/profile',
  'PUT /admin/profile/password',
  'POST /admin/logout',
]);

/** What an admin who must set up two-factor sign-in may do: that too, and set it up. */
const BEFORE_TWO_FACTOR_SET: ReadonlySet<string> = new Set([
  ...BEFORE_PASSWORD_SET,
  'POST /admin/profile/two-factor',
  'PUT /admin/profile/two-factor',
]);

export const SET_PASSWORD_FIRST = 'Set your own password first.';
export const SET_UP_TWO_FACTOR_FIRST = 'Set up two-factor sign-in first.';

/** The permission a route needs; throws for a route the tables above do not map. */
export function permissionOf(method: string, url: string): RoutePermission {
  const route = `${method} ${url}`;
  const resource = resourceOfRoute(url);
  const action =
    ACTION_OF_ROUTE[route] ?? (url.endsWith(BULK_DELETE) ? 'delete' : ACTION_OF_METHOD[method]);
  if (!resource) {
    throw new Error(`${route} has no permission: declare its resource in contract/resources.ts`);
  }
  if (!action) {
    throw new Error(`${route} has no permission: map its action in server/src/auth/permissions.ts`);
  }
  return {
    resource,
    action,
    beforePasswordSet: BEFORE_PASSWORD_SET.has(route),
    beforeTwoFactorSet: BEFORE_TWO_FACTOR_SET.has(route),
  };
}

/** An onRoute hook for the routes behind the admin guard: each gets its permission. */
export function assignPermission(route: RouteOptions): void {
  const [permission, ...others] = [route.method]
    .flat()
    .map((method) => permissionOf(method, route.url));
  if (others.some((other) => other.action !== permission?.action)) {
    throw new Error(`${route.url}: its methods need different permissions; split the route`);
  }
  route.config = { ...route.config, permission };
}

const forbidden = (message: string) => refused(403, message);

/** Why `admin` may not call a route that needs `permission`; undefined when they may. */
export function refusalOf(
  admin: Pick<SignedInAdmin, 'role' | 'mustSetPassword' | 'mustSetUpTwoFactor'>,
  permission: RoutePermission,
): HttpError | undefined {
  if (admin.mustSetPassword && !permission.beforePasswordSet) return forbidden(SET_PASSWORD_FIRST);
  if (admin.mustSetUpTwoFactor && !permission.beforeTwoFactorSet) {
    return forbidden(SET_UP_TWO_FACTOR_FIRST);
  }
  if (!can(admin.role, permission.resource, permission.action)) {
    return forbidden(forbiddenMessage(admin.role, permission.resource, permission.action));
  }
  return undefined;
}

/**
 * A 403 unless the admin the guard let through may do what `permission` says: the check of
 * every /admin route, and of the media only some admins may see (routes/media.ts).
 */
export function checkPermission(request: FastifyRequest, permission: RoutePermission): void {
  const refusal = refusalOf(signedInAdmin(request), permission);
  if (refusal) throw refusal;
}

/** The route's permission, which assignPermission gave every route behind the guard. */
export function permissionOfRequest(request: FastifyRequest): RoutePermission {
  const { permission } = request.routeOptions.config;
  if (!permission) throw new Error(`${request.routeOptions.url ?? ''} has no permission`);
  return permission;
}

/** An onRequest hook after the guard: the signed-in admin's role must allow the route. */
export async function enforcePermission(request: FastifyRequest): Promise<void> {
  checkPermission(request, permissionOfRequest(request));
}
