import { useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { COLOR_MODE_STORAGE_KEY } from '@/lib/colorMode';
import { makeTheme, REDUCED_MOTION_QUERY } from './theme';

/**
 * True when the admin's system asks for less motion. Read at the first render, so nothing
 * animates first; except when taking over the build's HTML of the sign-in page, made without a
 * system to ask: that render must match it, and the answer follows at once.
 */
export const useReducedMotion = () => useMediaQuery(REDUCED_MOTION_QUERY);

/**
 * The look of every page, the sign-in page shown before the rest of the app included, in the
 * admin's colour mode (light, dark, or the system's: ColorModeMenu).
 */
export function AppTheme({ children }: { children: ReactNode }) {
  const reducedMotion = useReducedMotion();
  const theme = useMemo(() => makeTheme({ reducedMotion }), [reducedMotion]);
  return (
    <ThemeProvider
      theme={theme}
      defaultMode="system"
      modeStorageKey={COLOR_MODE_STORAGE_KEY}
      disableTransitionOnChange
    >
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
