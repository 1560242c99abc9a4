import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TwoFactorOnReply } from '../../../../contract/twoFactor';
import { selectProfile } from '@/api/session';
import { useAppSelector } from '@/app/hooks';
import { DASHBOARD_PATH } from '@/lib/paths';
import { selectMustSetUpTwoFactor } from '../sessionSlice';
import { useLogout } from '../useLogout';
import { RecoveryCodes } from './RecoveryCodes';
import { TwoFactorSetup } from './TwoFactorSetup';
import { useTwoFactorStart } from './useTwoFactorStart';

/**
 * Whether the set-up has begun: once the profile says it must be done, the page stays until the
 * admin goes on from the recovery codes, though the profile says it is done as they show.
 */
function useBegun() {
  const mustSetUp = useAppSelector(selectMustSetUpTwoFactor);
  const profileKnown = useAppSelector(selectProfile) !== null;
  const [begun, setBegun] = useState(false);
  if (mustSetUp && !begun) setBegun(true);
  return { begun, nothingToDo: profileKnown && !mustSetUp && !begun };
}

/**
 * Two-factor sign-in required (docs/api.md#two-factor-sign-in): an admin whose profile says a
 * Super Admin requires it sets it up before anything else, as in the profile card's dialog: the
 * QR code and key, the app's code, then the recovery codes, and Continue to the dashboard. Logout
 * leaves instead.
 */
export default function SetUpTwoFactorPage() {
  const logout = useLogout();
  const navigate = useNavigate();
  const { begun, nothingToDo } = useBegun();
  const { start } = useTwoFactorStart(begun);
  const [turnedOn, setTurnedOn] = useState<TwoFactorOnReply | null>(null);
  if (nothingToDo) return <Navigate to={DASHBOARD_PATH} replace />;
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 460, py: { xs: 1, sm: 2 } }}>
        <Box sx={{ px: 3, pt: 2 }}>
          <Typography component="h1" variant="h1" sx={{ mb: 0.5 }}>
            Set up two-factor sign-in
          </Typography>
          <Typography color="text.secondary">
            Your team requires a code from an authenticator app at each sign-in. Set it up to go on.
          </Typography>
        </Box>
        {turnedOn ? (
          <RecoveryCodes
            reply={turnedOn}
            onDone={() => void navigate(DASHBOARD_PATH, { replace: true })}
            doneLabel="Continue"
          />
        ) : (
          <TwoFactorSetup start={start} onOn={setTurnedOn} onCancel={logout} cancelLabel="Logout" />
        )}
      </Paper>
    </Box>
  );
}
