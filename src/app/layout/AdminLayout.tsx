import { useEffect, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import { Outlet, useLocation } from 'react-router-dom';
import { useGetProfileQuery } from '@/api/profile';
import { selectProfile } from '@/api/session';
import { ConfirmProvider } from '@/components/ConfirmDialog';
import { useLogout } from '@/features/session/useLogout';
import { useAppSelector } from '../hooks';
import { ADMIN_SCREENS } from '../screens';
import { SIDEBAR_COLORS } from '../theme';
import { ColorModeMenu } from './ColorModeMenu';
import { CommandPaletteButton } from './CommandPaletteButton';
import { ProfileMenu } from './ProfileMenu';
import { Sidebar } from './Sidebar';

const SIDEBAR_WIDTH = 264;
/** The header's defaults (docs/requirements.md#admin-layout), shown until the profile is known. */
const DEFAULT_NAME = 'Super Admin';
const DEFAULT_ROLE = 'Admin';

function useDocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    const screen = ADMIN_SCREENS.find((entry) => entry.path === pathname);
    document.title = screen ? `${screen.title} · Shop Back-office` : 'Shop Back-office';
  }, [pathname]);
}

/**
 * The admin layout (docs/requirements.md#admin-layout): fixed sidebar (a drawer on narrow screens), top bar, content area. */
export function AdminLayout() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const profile = useAppSelector(selectProfile);
  // The dashboard refreshes the profile; elsewhere it is fetched only when the session lacks it.
  useGetProfileQuery(undefined, { skip: profile !== null });
  const logout = useLogout();
  useDocumentTitle();

  const name = profile?.name || DEFAULT_NAME;
  const sidebar = <Sidebar onLogout={logout} onNavigate={() => setDrawerOpen(false)} />;
  const paperSx: SxProps<Theme> = [
    { width: SIDEBAR_WIDTH, bgcolor: SIDEBAR_COLORS.light, color: '#fff' },
    (theme) => theme.applyStyles('dark', { bgcolor: SIDEBAR_COLORS.dark }),
  ];

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      {wide ? (
        <Drawer
          variant="permanent"
          slotProps={{ paper: { sx: paperSx } }}
          sx={{ width: SIDEBAR_WIDTH }}
        >
          {sidebar}
        </Drawer>
      ) : (
        <Drawer
          variant="temporary"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          slotProps={{ paper: { sx: paperSx } }}
        >
          {sidebar}
        </Drawer>
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar
          position="sticky"
          color="inherit"
          elevation={0}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Toolbar sx={{ gap: 1 }}>
            {!wide && (
              <IconButton
                edge="start"
                aria-label="Open navigation"
                onClick={() => setDrawerOpen(true)}
              >
                <MenuIcon />
              </IconButton>
            )}
            <Typography sx={{ flex: 1 }} noWrap>
              Welcome, <strong>{name}</strong>
            </Typography>
            <CommandPaletteButton />
            <ColorModeMenu />
            <ProfileMenu
              name={name}
              email={profile?.email ?? ''}
              role={profile?.role || DEFAULT_ROLE}
              onLogout={logout}
            />
          </Toolbar>
        </AppBar>
        <Box component="main" sx={{ flex: 1, p: { xs: 2, md: 3 }, minWidth: 0 }}>
          <ConfirmProvider>
            <Outlet />
          </ConfirmProvider>
        </Box>
      </Box>
    </Box>
  );
}
