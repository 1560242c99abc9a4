import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { useAppSelector } from './hooks';
import type { RootState } from './store';

/**
 * True while the admin waits on the server: a write, or a read with nothing yet to show. A list
 * already shown that refreshes itself (a colleague's change arriving live) stays usable instead
 * (docs/decisions.md#3-gaps-decided).
 */
export function selectRequestInFlight(state: RootState): boolean {
  const { queries, mutations } = state.api;
  return (
    Object.values(mutations).some((entry) => entry?.status === 'pending') ||
    Object.values(queries).some((entry) => entry?.status === 'pending' && entry.data === undefined)
  );
}

/**
 * The global loading overlay (docs/requirements.md#4-states-and-transitions): shown while requests are in flight, hidden when they
 * finish or fail. It fades in after a short delay so that quick requests do not flash it.
 */
export function LoadingOverlay() {
  const busy = useAppSelector(selectRequestInFlight);
  return (
    <Backdrop
      open={busy}
      transitionDuration={{ enter: 200, exit: 150 }}
      sx={[
        (theme) => ({
          zIndex: theme.zIndex.modal + 1,
          backgroundColor: 'rgba(244, 246, 250, 0.45)',
          transitionDelay: busy ? '150ms' : '0ms',
        }),
        (theme) => theme.applyStyles('dark', { backgroundColor: 'rgba(14, 21, 30, 0.45)' }),
      ]}
    >
      <CircularProgress aria-label="Loading" />
    </Backdrop>
  );
}
