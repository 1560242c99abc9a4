import { createTheme, type ThemeOptions } from '@mui/material/styles';

/** One place for the look of every screen; pages do not restyle MUI components one by one. */
const base: ThemeOptions = {
  palette: {
    primary: { main: '#1e3a5f' },
    // Dark enough for white text at 4.5:1 (WCAG AA); the avatar's initials sit on it.
    secondary: { main: '#0b7a6b' },
    background: { default: '#f4f6fa' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '1.6rem', fontWeight: 600 },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { textTransform: 'none' } },
    },
    MuiPaper: {
      defaultProps: { elevation: 0 },
      styleOverrides: { outlined: { borderColor: '#e3e8ef' } },
    },
    MuiTextField: { defaultProps: { fullWidth: true, size: 'small' } },
  },
};

/**
 * For admins who asked their system for less motion: dialogs, menus and ripples appear at once.
 * Tests run this way too, so nothing they wait for depends on an animation's timing.
 */
const still: ThemeOptions = {
  transitions: {
    create: () => 'none',
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
  },
  components: {
    ...base.components,
    MuiButtonBase: { defaultProps: { disableRipple: true } },
  },
};

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export function makeTheme({ reducedMotion }: { reducedMotion: boolean }) {
  return createTheme(reducedMotion ? { ...base, ...still } : base);
}
