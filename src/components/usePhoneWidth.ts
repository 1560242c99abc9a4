import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

/**
 * Whether the window is a phone's, narrower than the theme's `md`: lists show cards there and
 * dialogs take the whole screen. Known at the first render (no server rendering here), so a list
 * never draws its grid only to replace it.
 */
export function usePhoneWidth(): boolean {
  return useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
}
