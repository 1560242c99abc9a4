import { memo } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton, { type ListItemButtonProps } from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import LogoutIcon from '@mui/icons-material/Logout';
import { NavLink } from 'react-router-dom';
import { usePermittedScreens } from '../permittedScreens';
import type { AdminScreen } from '../screens';
import { SIDEBAR_STATES } from '../theme';

export interface SidebarProps {
  /** The route's path, whose link is selected. */
  pathname: string;
  onNavigate?: () => void;
  onLogout: () => void;
}

/**
 * The sidebar's items on its navy: MUI's own selected and focus shades are tints of the primary
 * colour, the sidebar's own navy in light mode, so neither would show. The current page is a
 * pale pill, the keyboard's focus a white ring set off from the item (theme.ts).
 */
const ITEM_SX: SxProps<Theme> = [
  {
    mx: 1,
    borderRadius: 2,
    '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.08)' },
    '&.Mui-focusVisible': {
      outline: `2px solid ${SIDEBAR_STATES.focusRing}`,
      outlineOffset: 2,
      bgcolor: 'rgba(255, 255, 255, 0.08)',
    },
    '&.Mui-selected, &.Mui-selected:hover, &.Mui-selected.Mui-focusVisible': {
      bgcolor: SIDEBAR_STATES.light.current,
      color: SIDEBAR_STATES.light.currentText,
      fontWeight: 600,
    },
  },
  (theme) =>
    theme.applyStyles('dark', {
      '&.Mui-selected, &.Mui-selected:hover, &.Mui-selected.Mui-focusVisible': {
        bgcolor: SIDEBAR_STATES.dark.current,
        color: SIDEBAR_STATES.dark.currentText,
      },
    }),
];

/** What a sidebar item shows, and for a screen's link, where it goes and the code it needs. */
type SidebarEntry = Pick<AdminScreen, 'icon' | 'navLabel'> &
  Partial<Pick<AdminScreen, 'path' | 'load'>>;

const LOGOUT: SidebarEntry = { icon: LogoutIcon, navLabel: 'Logout' };

/** One item of the sidebar: a screen's link, or Logout. */
function SidebarItem({
  entry: { icon: Icon, navLabel, path, load },
  ...button
}: { entry: SidebarEntry } & Omit<ListItemButtonProps, 'sx'>) {
  // A screen's chunk starts loading when the pointer or focus reaches its link, so it is
  // usually there by the click. A failed prefetch is retried by the route.
  const prefetch = load && (() => void load().catch(() => undefined));
  const link = path === undefined ? {} : { component: NavLink, to: path };
  return (
    <ListItem disablePadding>
      <ListItemButton {...button} {...link} onMouseEnter={prefetch} onFocus={prefetch} sx={ITEM_SX}>
        <ListItemIcon sx={{ minWidth: 36, color: 'inherit' }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={navLabel} />
      </ListItemButton>
    </ListItem>
  );
}

/** One screen's link, rendered again only when it is selected or no longer. */
const SidebarLink = memo(function SidebarLink({
  screen,
  selected,
  onNavigate,
}: {
  screen: AdminScreen;
  selected: boolean;
  onNavigate?: () => void;
}) {
  return <SidebarItem entry={screen} selected={selected} onClick={onNavigate} />;
});

/**
 * The sidebar's links, those the admin's role may open; the active item follows the route
 * (docs/decisions.md#2-defects-fixed).
 */
export function Sidebar({ pathname, onNavigate, onLogout }: SidebarProps) {
  const screens = usePermittedScreens();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Typography
        component="div"
        sx={{ px: 3, py: 2.5, fontWeight: 700, fontSize: '1.1rem', color: 'inherit' }}
      >
        Shop Back-office
      </Typography>
      <Divider sx={{ borderColor: 'rgba(255,255,255,0.12)' }} />
      <Box component="nav" aria-label="Main" sx={{ flex: 1, overflowY: 'auto' }}>
        <List dense>
          {screens.map((screen) => (
            <SidebarLink
              key={screen.path}
              screen={screen}
              selected={pathname === screen.path}
              onNavigate={onNavigate}
            />
          ))}
        </List>
      </Box>
      <Divider sx={{ borderColor: 'rgba(255,255,255,0.12)' }} />
      <List dense>
        <SidebarItem entry={LOGOUT} onClick={onLogout} />
      </List>
    </Box>
  );
}
