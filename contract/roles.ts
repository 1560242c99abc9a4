/**
 * Who may do what (docs/api.md#roles): one table of role × resource × action. The server checks
 * every /admin route against it (server/src/auth/permissions.ts); the web app reads the same
 * table to hide what the signed-in admin's role cannot do.
 */

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
