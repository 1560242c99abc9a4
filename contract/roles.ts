/**
 * Who may do what (docs/api.md#roles): one table of role × resource × action. The server checks
 * every /admin route against it (server/src/auth/permissions.ts); the web app reads the same
 * table to hide what the signed-in admin's role cannot do.
 */
import type { Entity } from './activity';

/** The roles of an admin account, as the specification offers them on creation. */
export const ROLES = ['Admin', 'Super Admin'] as const;
export type Role = (typeof ROLES)[number];

/** What a route reads or changes. `session` is the signed-in admin's own account. */
export const RESOURCES = [
  'session',
  'users',
  'orders',
  'notifications',
  'banners',
  'activity',
  'stats',
  'admins',
  'categories',
  'products',
  'walletPayments',
  'blogs',
  'invoices',
] as const;
export type Resource = (typeof RESOURCES)[number];

export const PERMISSION_ACTIONS = ['read', 'create', 'update', 'delete'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

type Permissions = Readonly<Record<Resource, readonly PermissionAction[]>>;

/** Every action on every resource. */
function everything(): Permissions {
  const table = {} as Record<Resource, readonly PermissionAction[]>;
  for (const resource of RESOURCES) table[resource] = PERMISSION_ACTIONS;
  return table;
}

/** An Admin may do everything but manage admin accounts; a Super Admin everything. */
export const PERMISSIONS: Readonly<Record<Role, Permissions>> = {
  Admin: { ...everything(), admins: [] },
  'Super Admin': everything(),
};

export function isRole(value: unknown): value is Role {
  return ROLES.some((role) => role === value);
}

/** Whether `role` may do `action` on `resource`; an unknown role may do nothing. */
export function can(role: unknown, resource: Resource, action: PermissionAction): boolean {
  return isRole(role) && PERMISSIONS[role][resource].includes(action);
}

/** How a forbidden answer names a resource. */
const RESOURCE_NAMES: Readonly<Record<Resource, string>> = {
  session: 'their own account',
  users: 'users',
  orders: 'orders',
  notifications: 'notifications',
  banners: 'banners',
  activity: 'the activity trail',
  stats: 'the shop statistics',
  admins: 'admin accounts',
  categories: 'categories',
  products: 'products',
  walletPayments: 'wallet payments',
  blogs: 'blogs',
  invoices: 'invoices',
};

const ACTION_VERBS: Readonly<Record<PermissionAction, string>> = {
  read: 'view',
  create: 'create',
  update: 'change',
  delete: 'delete',
};

/** The 403's message: 'An Admin may not view admin accounts.' */
export function forbiddenMessage(role: Role, resource: Resource, action: PermissionAction) {
  const article = /^[AEIOU]/.test(role) ? 'An' : 'A';
  return `${article} ${role} may not ${ACTION_VERBS[action]} ${RESOURCE_NAMES[resource]}.`;
}

/**
 * What reading each activity entity's entries needs (docs/api.md#activity-trail): the resource of
 * its list, so the trail tells a role nothing its lists would not. Sessions are the admins'
 * sign-ins and sign-outs: everyone's need the admin accounts.
 */
export const ACTIVITY_ENTITY_RESOURCES: Readonly<Record<Entity, Resource>> = {
  notification: 'notifications',
  banner: 'banners',
  session: 'admins',
  admin: 'admins',
  category: 'categories',
  product: 'products',
  walletPayment: 'walletPayments',
  blog: 'blogs',
  invoice: 'invoices',
};

/** Entities whose entries an admin wrote need less: their own sign-ins need only their account. */
const OWN_ACTIVITY_RESOURCES: Readonly<Partial<Record<Entity, Resource>>> = {
  session: 'session',
};

/** The entities of the trail a role reads: every entry of `entities`, its own of `ownEntities`. */
export interface ActivityEntities {
  entities: Entity[];
  ownEntities: Entity[];
}

/**
 * The entities read by whoever `reads` the resources it is true of: the one rule of the trail's
 * page, its authors, the live changes (contract/events.ts) and the web app's Item filter.
 */
export function activityEntitiesOf(reads: (resource: Resource) => boolean): ActivityEntities {
  const all = Object.keys(ACTIVITY_ENTITY_RESOURCES) as Entity[];
  const entities = all.filter((entity) => reads(ACTIVITY_ENTITY_RESOURCES[entity]));
  const ownEntities = all.filter((entity) => {
    const own = OWN_ACTIVITY_RESOURCES[entity];
    return !entities.includes(entity) && own !== undefined && reads(own);
  });
  return { entities, ownEntities };
}

/** What the admin `adminId`, of `role`, reads of the trail: `ownEntities` where they wrote them. */
export interface ActivityScope extends ActivityEntities {
  adminId: number;
}

export const activityScopeOf = (role: unknown, adminId: number): ActivityScope => ({
  adminId,
  ...activityEntitiesOf((resource) => can(role, resource, 'read')),
});
