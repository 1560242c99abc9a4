import { useId, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import IconButton from '@mui/material/IconButton';
import Popper from '@mui/material/Popper';
import visuallyHidden from '@mui/utils/visuallyHidden';
import {
  useChangePasswordDialog,
  usePasskeysDialog,
  useTwoFactorDialog,
} from '@/features/session/useOwnAccountDialog';
import { ProfileCard } from './ProfileCard';

export interface ProfileMenuProps {
  name: string;
  email: string;
  role: string;
  onLogout: () => void;
}

/** The first letters of the name's first two words. */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase())
    .join('')
    .slice(0, 2) || '?';

/**
 * The avatar button of the top bar and its card (name, email, role, the admin's own account); a
 * click outside closes it.
 */
export function ProfileMenu({ name, email, role, onLogout }: ProfileMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const cardId = useId();
  const changePassword = useChangePasswordDialog();
  const twoFactor = useTwoFactorDialog();
  const passkeys = usePasskeysDialog();

  return (
    <>
      <IconButton
        aria-expanded={open}
        aria-controls={open ? cardId : undefined}
        onClick={(event) => {
          const button = event.currentTarget;
          setAnchor((current) => (current ? null : button));
        }}
      >
        {/* The initials only decorate; the hidden text names the button (an aria-label would
            hide the visible initials from speech input: axe's label-content-name-mismatch). */}
        <Box component="span" sx={visuallyHidden}>
          Open profile
        </Box>
        <Avatar
          aria-hidden
          sx={{
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            width: 36,
            height: 36,
            fontSize: '0.95rem',
          }}
        >
          {initials(name)}
        </Avatar>
      </IconButton>
      <Popper open={open} anchorEl={anchor} placement="bottom-end" sx={{ zIndex: 1300 }}>
        <ClickAwayListener
          onClickAway={(event) => {
            // The avatar button toggles the card itself.
            if (!anchor?.contains(event.target as Node)) setAnchor(null);
          }}
        >
          <ProfileCard
            id={cardId}
            profile={{ name, email, role }}
            onLogout={onLogout}
            onChangePassword={() => {
              setAnchor(null);
              changePassword.show();
            }}
            onTwoFactor={() => {
              setAnchor(null);
              twoFactor.show();
            }}
            onPasskeys={() => {
              setAnchor(null);
              passkeys.show();
            }}
          />
        </ClickAwayListener>
      </Popper>
      {changePassword.dialog}
      {twoFactor.dialog}
      {passkeys.dialog}
    </>
  );
}
