import { createTheme, type ThemeOptions } from '@mui/material/styles';

/** The sidebar's own navy in light mode, and a deeper one in dark mode: white text on both. */
export const SIDEBAR_COLORS = { light: '#1e3a5f', dark: '#101a26' } as const;

/**
 * The sidebar's current page, a pale pill with the sidebar's colour as its text, and its focus
 * ring, white: each stands out from the sidebar by far more than WCAG's 3:1 for what shows a
 * state (docs/decisions.md#keyboard-and-contrast), in both modes.
 */
export const SIDEBAR_STATES = {
  light: { current: '#dbe8f7', currentText: SIDEBAR_COLORS.light },
  dark: { current: '#9cc3f5', currentText: SIDEBAR_COLORS.dark },
  focusRing: '#fff',
} as const;

/**
 * The snackbars' colours, the same in both modes: notistack's own green and blue carry white
 * text at less than the 4.5:1 WCAG asks of text; these carry it at 5:1 or more.
 */
export const TOAST_COLORS = {
  success: '#2e7d32',
  error: '#c62828',
  info: '#1565c0',
  warning: '#b45309',
} as const;

/**
 * One place for the look of every screen; pages do not restyle MUI components one by one.
 * Light and dark colour schemes (README: Dark mode), switched by a class on <html>
 * (index.html's inline script sets it before the first paint): every colour below is a CSS
 * variable, so a change of scheme repaints without rendering React again.
 */
const base: ThemeOptions = {
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#1e3a5f' },
        // Dark enough for white text at 4.5:1 (WCAG AA); the avatar's initials sit on it.
        secondary: { main: '#0b7a6b' },
        background: { default: '#f4f6fa' },
        divider: '#e3e8ef',
      },
    },
    dark: {
      palette: {
        // Light enough on the dark papers for 4.5:1 as text, with dark text on it as a button.
        primary: { main: '#9cc3f5' },
        secondary: { main: '#5ed3c1' },
        // MUI's dark red carries white text at 3.7:1 only (the Delete buttons): a lighter red
        // carries dark text instead, and reads as text on the dark papers too.
        error: { main: '#ff8a80' },
        background: { default: '#0e151e', paper: '#151e2a' },
      },
    },
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
    MuiPaper: { defaultProps: { elevation: 0 } },
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
