import { useMemo, type ReactNode } from 'react';
import { ScreenLinksContext } from '@/components/ScreenLinks';
import { usePermission } from '@/lib/permissions';
import { ADMIN_SCREENS, type AdminScreen } from './screens';

/**
 * The screens the signed-in admin's role may open, in sidebar order: the sidebar's links, and
 * the ones the features offer (the dashboard's shortcuts, the command palette's screens).
 */
export function usePermittedScreens(): readonly AdminScreen[] {
  const allowed = usePermission();
  return useMemo(
    () => ADMIN_SCREENS.filter(({ resource }) => !resource || allowed(resource, 'read')),
    [allowed],
  );
}

/** Gives the features the screens the admin may open (components/ScreenLinks). */
export function PermittedScreensProvider({ children }: { children: ReactNode }) {
  return <ScreenLinksContext value={usePermittedScreens()}>{children}</ScreenLinksContext>;
}
