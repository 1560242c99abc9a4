/**
 * What the signed-in admin's role lets them do, read from the permission table the server
 * enforces (contract/roles.ts), so the web app hides what the server would refuse
 * (docs/decisions.md#roles-and-your-own-account). The role is the session's (api/session.ts):
 * against the requirements' backend, which keeps no accounts, a Super Admin's
 * (docs/requirements.md#6-roles-and-permissions).
 */
import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { can, ROLES, type PermissionAction, type Resource } from '../../contract/roles';
import { selectRole } from '@/api/session';

export type { PermissionAction, Resource };

/** Whether the admin may do `action` on `resource`. */
export type Permission = (resource: Resource, action: PermissionAction) => boolean;

/** What every role may do: all that is sure of an admin whose role is not known yet. */
const EVERY_ROLE: Permission = (resource, action) =>
  ROLES.every((role) => can(role, resource, action));

/**
 * What `role` may do. Before the profile has said the role (undefined), what every role may do:
 * the sidebar shows its usual entries at once, and the one that only some roles see once the
 * role is known.
 */
export function permissionOf(role: string | undefined): Permission {
  if (role === undefined) return EVERY_ROLE;
  return (resource, action) => can(role, resource, action);
}

/**
 * What the signed-in admin may do, for deciding about several things at once (the sidebar).
 *
 * @example
 * const allowed = usePermission();
 * const links = screens.filter((screen) => allowed(screen.resource, 'read'));
 */
export function usePermission(): Permission {
  const role = useSelector(selectRole);
  return useMemo(() => permissionOf(role), [role]);
}

/**
 * Whether the signed-in admin may do `action` on `resource`: a button or an entry shows only
 * when it is true.
 *
 * @example
 * const canCreate = useCan('admins', 'create');
 * {canCreate && <Button>Add Admin</Button>}
 */
export const useCan = (resource: Resource, action: PermissionAction) =>
  usePermission()(resource, action);

/**
 * True once the role is known: until then a guard waits rather than refuse a screen the role may
 * well allow.
 */
export const useRoleKnown = () => useSelector(selectRole) !== undefined;
