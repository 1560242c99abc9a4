import { Outlet } from 'react-router-dom';
import { failureText, GENERIC_FAILURE } from '@/api/apiError';
import { useGetProfileQuery } from '@/api/profile';
import { selectProfile } from '@/api/session';
import { useAppSelector } from '@/app/hooks';
import { ErrorFallback } from '@/components/ErrorFallback';
import { useCan, useRoleKnown, type Resource } from '@/lib/permissions';
import { ForbiddenPage } from './ForbiddenPage';

/**
 * A screen whose `resource` the admin's role may not read shows the 403 page instead
 * (docs/decisions.md#roles-and-your-own-account). Until the profile has said the role, nothing:
 * the role may well allow it.
 */
export function RequirePermission({ resource }: { resource: Resource }) {
  const allowed = useCan(resource, 'read');
  const known = useRoleKnown();
  const role = useAppSelector(selectProfile)?.role;
  // The layout asks for the profile; its failure is this screen's too.
  const { error } = useGetProfileQuery(undefined, { skip: known });
  if (!known) return error ? <ErrorFallback detail={failureText(error, GENERIC_FAILURE)} /> : null;
  return allowed ? <Outlet /> : <ForbiddenPage role={role} resource={resource} />;
}
