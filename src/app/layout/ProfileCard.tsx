import { useEffect, useRef, type Ref } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DevicesIcon from '@mui/icons-material/Devices';
import FingerprintIcon from '@mui/icons-material/Fingerprint';
import KeyIcon from '@mui/icons-material/Key';
import LogoutIcon from '@mui/icons-material/Logout';
import SecurityIcon from '@mui/icons-material/Security';
import { useEndOtherSessions } from '@/features/session/useEndOtherSessions';
import { selectHasOwnAccount, selectProfile } from '@/api/session';
import { useAppSelector } from '../hooks';

interface ProfileCardProps {
  id: string;
  profile: { name: string; email: string; role: string };
  onLogout: () => void;
  onChangePassword: () => void;
  onTwoFactor: () => void;
  onPasskeys: () => void;
  /** Escape: the card closes, the focus back on its button. */
  onDismiss: () => void;
  /** The focus has moved out of the card, to `next`. */
  onFocusLeave: (next: Element) => void;
  /** The click-away listener's, to tell a click inside the card from one outside. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The admin's own account, on the reference server (docs/decisions.md#roles-and-your-own-account):
 * two-factor sign-in is set up here, said to be On once it is, and turned off here
 * (docs/api.md#two-factor-sign-in); passkeys are added and removed (docs/api.md#passkeys).
 */
function OwnAccountActions({
  onChangePassword,
  onTwoFactor,
  onPasskeys,
}: Pick<ProfileCardProps, 'onChangePassword' | 'onTwoFactor' | 'onPasskeys'>) {
  const { endOtherSessions, ending } = useEndOtherSessions();
  const twoFactorOn = useAppSelector(selectProfile)?.twoFactor === true;
  return (
    <>
      <Button startIcon={<KeyIcon />} onClick={onChangePassword} fullWidth>
        Change password
      </Button>
      <Button
        startIcon={<SecurityIcon />}
        endIcon={twoFactorOn ? <Chip label="On" size="small" color="success" /> : undefined}
        onClick={onTwoFactor}
        fullWidth
      >
        Two-factor authentication
      </Button>
      <Button startIcon={<FingerprintIcon />} onClick={onPasskeys} fullWidth>
        Passkeys
      </Button>
      <Button startIcon={<DevicesIcon />} onClick={endOtherSessions} disabled={ending} fullWidth>
        Sign out of other sessions
      </Button>
    </>
  );
}

/** The profile card: name, email and role (docs/requirements.md#admin-layout), and Logout. */
export function ProfileCard({
  id,
  profile,
  onLogout,
  onDismiss,
  onFocusLeave,
  ref,
  ...ownAccount
}: ProfileCardProps) {
  const hasOwnAccount = useAppSelector(selectHasOwnAccount);
  const actions = useRef<HTMLDivElement>(null);
  // The card opens with the focus on its first button, as a dialog does, not left behind on the
  // avatar button for the keyboard to look for.
  useEffect(() => actions.current?.querySelector('button')?.focus(), []);
  return (
    <Paper
      ref={ref}
      id={id}
      role="dialog"
      aria-label="Profile"
      variant="outlined"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDismiss();
      }}
      onBlur={({ currentTarget, relatedTarget }) => {
        if (relatedTarget && !currentTarget.contains(relatedTarget)) onFocusLeave(relatedTarget);
      }}
      sx={{ mt: 1, p: 2, minWidth: 240, boxShadow: 3 }}
    >
      <Stack spacing={0.5}>
        <Typography sx={{ fontWeight: 600 }}>{profile.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {profile.email}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {profile.role}
        </Typography>
      </Stack>
      <Divider sx={{ my: 1.5 }} />
      <Stack ref={actions} spacing={1}>
        {hasOwnAccount && <OwnAccountActions {...ownAccount} />}
        <Button startIcon={<LogoutIcon />} onClick={onLogout} fullWidth variant="outlined">
          Logout
        </Button>
      </Stack>
    </Paper>
  );
}
