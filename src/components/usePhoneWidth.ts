import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

const belowMd = (theme: Theme) => theme.breakpoints.down('md');

/**
 * Whether the window is a phone's, narrower than the theme's `md`: lists show cards there and
 * dialogs take the whole screen. Known at the first render (no server rendering here), so a list
 * never draws its grid only to replace it.
 */
export function usePhoneWidth(): boolean {
  return useMediaQuery(belowMd, { noSsr: true });
}
