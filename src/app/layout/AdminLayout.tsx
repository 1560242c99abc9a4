import { memo, useCallback, useEffect, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { SxProps, Theme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import { Outlet, useLocation } from 'react-router-dom';
import { useGetProfileQuery } from '@/api/profile';
import { selectHasOwnAccount, selectProfile } from '@/api/session';
import { useLiveEvents } from '@/api/useLiveEvents';
import { ConfirmProvider } from '@/components/ConfirmDialog';
import { useLogout } from '@/features/session/useLogout';
import { useAppSelector } from '../hooks';
import { ADMIN_SCREENS } from '../screens';
import { SIDEBAR_COLORS } from '../theme';
import { ColorModeMenu } from './ColorModeMenu';
import { CommandPaletteButton } from './CommandPaletteButton';
import { ProfileMenu, type ProfileMenuProps } from './ProfileMenu';
import { Sidebar, type SidebarProps } from './Sidebar';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

const SIDEBAR_WIDTH = 264;
/** The header's defaults (docs/requirements.md#admin-layout), shown until the profile is known. */
const DEFAULT_NAME = 'Super Admin';
const DEFAULT_ROLE = 'Admin';
const PAPER_SX: SxProps<Theme> = [
  { width: SIDEBAR_WIDTH, bgcolor: SIDEBAR_COLORS.light, color: '#fff' },
  (theme) => theme.applyStyles('dark', { bgcolor: SIDEBAR_COLORS.dark }),
];

function useDocumentTitle(pathname: string) {
  useEffect(() => {
    const screen = ADMIN_SCREENS.find((entry) => entry.path === pathname);
    document.title = screen ? `${screen.title} · Shop Back-office` : 'Shop Back-office';
  }, [pathname]);
}

// The sidebar and the top bar are memoised, and read no URL of their own: a new search, page or
// sort changes the URL and renders the screen again, but none of their props.

/** The sidebar: fixed on a wide screen, a drawer on a narrow one. */
const SidebarDrawer = memo(function SidebarDrawer({
  wide,
  open,
  onClose,
  ...sidebar
}: Omit<SidebarProps, 'onNavigate'> & { wide: boolean; open: boolean; onClose: () => void }) {
  return (
    <Drawer
      variant={wide ? 'permanent' : 'temporary'}
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: PAPER_SX } }}
      sx={wide ? { width: SIDEBAR_WIDTH } : undefined}
    >
      <Sidebar {...sidebar} onNavigate={onClose} />
    </Drawer>
  );
});

/** The top bar: the navigation's button on a narrow screen, the welcome, search, mode, profile. */
const TopBar = memo(function TopBar({
  wide,
  onOpenNavigation,
  ...profile
}: ProfileMenuProps & { wide: boolean; onOpenNavigation: () => void }) {
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: 1 }}>
        {!wide && (
          <IconButton edge="start" aria-label="Open navigation" onClick={onOpenNavigation}>
            <MenuIcon />
          </IconButton>
        )}
        <Typography sx={{ flex: 1 }} noWrap>
          Welcome, <strong>{profile.name}</strong>
        </Typography>
        <CommandPaletteButton />
        <ColorModeMenu />
        <ProfileMenu {...profile} />
      </Toolbar>
    </AppBar>
  );
});

/**
 * The admin layout (docs/requirements.md#admin-layout): fixed sidebar (a drawer on narrow
 * screens), top bar, content area.
 */
export function AdminLayout() {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const openDrawer = useCallback(() => setDrawerOpen(true), []);
  const profile = useAppSelector(selectProfile);
  const hasOwnAccount = useAppSelector(selectHasOwnAccount);
  // The dashboard refreshes the profile; elsewhere it is fetched only when the session lacks it.
  useGetProfileQuery(undefined, { skip: profile !== null });
  const logout = useLogout();
  const { pathname } = useLocation();
  useDocumentTitle(pathname);
  useLiveEvents();

  // The confirmation is the whole layout's: the top bar's own dialogs (Change password) ask too.
  return (
    <ConfirmProvider>
      <SkipLink />
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        <SidebarDrawer
          pathname={pathname}
          wide={wide}
          open={drawerOpen}
          onClose={closeDrawer}
          onLogout={logout}
        />
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <TopBar
            wide={wide}
            onOpenNavigation={openDrawer}
            name={profile?.name || DEFAULT_NAME}
            email={profile?.email ?? ''}
            // Where the role decides what the admin sees, none is shown before the server has said it.
            role={profile?.role || (hasOwnAccount ? '' : DEFAULT_ROLE)}
            onLogout={logout}
          />
          {/* Focused by the skip link only, so it shows no ring of its own. */}
          <Box
            component="main"
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            sx={{ flex: 1, p: { xs: 2, md: 3 }, minWidth: 0, '&:focus': { outline: 'none' } }}
          >
            <Outlet />
          </Box>
        </Box>
      </Box>
    </ConfirmProvider>
  );
}
