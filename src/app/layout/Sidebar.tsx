import { memo } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import { NavLink } from 'react-router-dom';
import { usePermittedScreens } from '../permittedScreens';
import type { AdminScreen } from '../screens';

interface SidebarProps {
  /** The route's path, whose link is selected. */
  pathname: string;
  onNavigate?: () => void;
  onLogout: () => void;
}

interface SidebarLinkProps {
  screen: AdminScreen;
  selected: boolean;
  onNavigate?: () => void;
}

/** One screen's link, rendered again only when it is selected or no longer. */
const SidebarLink = memo(function SidebarLink({
  screen: { path, navLabel, icon: Icon, load },
  selected,
  onNavigate,
}: SidebarLinkProps) {
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={NavLink}
        to={path}
        selected={selected}
        onClick={onNavigate}
        // The screen's chunk starts loading when the pointer or focus reaches its link,
        // so it is usually there by the click. A failed prefetch is retried by the route.
        onMouseEnter={() => void load().catch(() => undefined)}
        onFocus={() => void load().catch(() => undefined)}
        sx={{ mx: 1, borderRadius: 2 }}
      >
        <ListItemIcon sx={{ minWidth: 36, color: 'inherit' }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={navLabel} />
      </ListItemButton>
    </ListItem>
  );
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
        <ListItem disablePadding>
          <ListItemButton onClick={onLogout} sx={{ mx: 1, borderRadius: 2 }}>
            <ListItemIcon sx={{ minWidth: 36, color: 'inherit' }}>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary="Logout" />
          </ListItemButton>
        </ListItem>
      </List>
    </Box>
  );
}
