import { createContext, useContext } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';

/** A screen of the admin area as a link to it: its route, its names and its icon. */
export interface ScreenLink {
  path: string;
  /** The screen's name as the requirements give it; also the page title. */
  title: string;
  /** The shorter name in the sidebar. */
  navLabel: string;
  icon: SvgIconComponent;
}

/**
 * The admin area's screens, given by the app (which owns the route table) to the features that
 * link to them, such as the dashboard's shortcuts, without a feature importing the app.
 *
 * @example
 * <ScreenLinksContext value={ADMIN_SCREENS}>...</ScreenLinksContext>
 * const screens = useScreenLinks();
 */
export const ScreenLinksContext = createContext<readonly ScreenLink[]>([]);

export const useScreenLinks = () => useContext(ScreenLinksContext);
