/**
 * Who may do what (docs/api.md#roles): one table of role × resource × action. The server checks
 * every /admin route against it (server/src/auth/permissions.ts); the web app reads the same
 * table to hide what the signed-in admin's role cannot do.
 */
import {
  ACTIVITY_ENTITY_RESOURCES,
  ENTITIES,
  RESOURCE_TABLE,
  RESOURCES,
  type Entity,
  type Resource,
} from './resources';

export { RESOURCES, type Resource };

/** The roles of an admin account, as the specification offers them on creation. */
export const ROLES = ['Admin', 'Super Admin'] as const;
export type Role = (typeof ROLES)[number];

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

const ACTION_VERBS: Readonly<Record<PermissionAction, string>> = {
  read: 'view',
  create: 'create',
  update: 'change',
  delete: 'delete',
};

/** The 403's message: 'An Admin may not view admin accounts.' */
export function forbiddenMessage(role: Role, resource: Resource, action: PermissionAction) {
  const article = /^[AEIOU]/.test(role) ? 'An' : 'A';
  return `${article} ${role} may not ${ACTION_VERBS[action]} ${RESOURCE_TABLE[resource].named}.`;
}

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
  const entities = ENTITIES.filter((entity) => reads(ACTIVITY_ENTITY_RESOURCES[entity]));
  const ownEntities = ENTITIES.filter((entity) => {
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
