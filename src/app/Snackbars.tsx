import type { ReactNode } from 'react';
import { MaterialDesignContent, SnackbarProvider, type CustomContentProps } from 'notistack';
import { useReducedMotion } from './AppTheme';
import { TOAST_COLORS } from './theme';

/** notistack's own snackbar, on a background its white text can be read on (theme.ts). */
function ReadableSnackbar({ style, ...props }: CustomContentProps) {
  const background = TOAST_COLORS[props.variant as keyof typeof TOAST_COLORS];
  return <MaterialDesignContent {...props} style={{ ...style, backgroundColor: background }} />;
}

const READABLE = {
  success: ReadableSnackbar,
  error: ReadableSnackbar,
  info: ReadableSnackbar,
  warning: ReadableSnackbar,
};

/** Snackbars at the bottom right, still when the admin asked for less motion. */
export function Snackbars({ children }: { children: ReactNode }) {
  const reducedMotion = useReducedMotion();
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={5000}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transitionDuration={reducedMotion ? { enter: 0, exit: 0 } : undefined}
      Components={READABLE}
    >
      {children}
    </SnackbarProvider>
  );
}
