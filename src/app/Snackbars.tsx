import type { ReactNode } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import { MaterialDesignContent, SnackbarProvider, type CustomContentProps } from 'notistack';
import { useReducedMotion } from './AppTheme';
import { TOAST_COLORS } from './theme';

/** notistack's own snackbar, on a background its white text can be read on (theme.ts). */
function ReadableSnackbar({ style, ...props }: CustomContentProps) {
  const background = TOAST_COLORS[props.variant as keyof typeof TOAST_COLORS];
  return <MaterialDesignContent {...props} style={{ ...style, backgroundColor: background }} />;
}

const READABLE = Object.fromEntries(
  Object.keys(TOAST_COLORS).map((variant) => [variant, ReadableSnackbar]),
);

/**
 * Where a snackbar never covers what the admin is about to press: on a laptop at the bottom left,
 * clear of the pager and of a dialog's buttons (bottom right); on a phone (below `md`) at the top,
 * below the title bar of a full-screen dialog, whose buttons are at its bottom.
 */
const PLACE = { vertical: 'bottom', horizontal: 'left' } as const;
const ON_A_PHONE_AT_THE_TOP = {
  '@media (max-width: 899.95px)': {
    // notistack's own class, doubled to outweigh the placement notistack gives it.
    '.notistack-SnackbarContainer.notistack-SnackbarContainer': { top: 64, bottom: 'auto' },
  },
};

/** The snackbars, placed for the width, still when the admin asked for less motion. */
export function Snackbars({ children }: { children: ReactNode }) {
  const reducedMotion = useReducedMotion();
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={5000}
      anchorOrigin={PLACE}
      transitionDuration={reducedMotion ? { enter: 0, exit: 0 } : undefined}
      Components={READABLE}
    >
      <GlobalStyles styles={ON_A_PHONE_AT_THE_TOP} />
      {children}
    </SnackbarProvider>
  );
}
