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

const AVATAR_SX = {
  bgcolor: 'secondary.main',
  color: 'secondary.contrastText',
  width: 36,
  height: 36,
  fontSize: '0.95rem',
};

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
  // With `focusButton`, the focus goes back to the avatar button before the card and its focused
  // button go: a dialog opened from the card then gives it back there, not to the page's body.
  const close = (focusButton: boolean) => {
    if (focusButton) anchor?.focus();
    setAnchor(null);
  };
  const openFromCard = (dialog: { show: () => void }) => () => {
    close(true);
    dialog.show();
  };

  return (
    <>
      <IconButton
        aria-expanded={open}
        aria-controls={open ? cardId : undefined}
        onClick={(event) => {
          const button = event.currentTarget;
          setAnchor((current) => (current ? null : button));
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close(false);
        }}
      >
        {/* The initials only decorate; the hidden text names the button (an aria-label would
            hide the visible initials from speech input: axe's label-content-name-mismatch). */}
        <Box component="span" sx={visuallyHidden}>
          Open profile
        </Box>
        <Avatar aria-hidden sx={AVATAR_SX}>
          {initials(name)}
        </Avatar>
      </IconButton>
      {/* In the page right after its button, not at the end of the body, so that Tab goes from
          the button into the card and Shift+Tab back out. */}
      <Popper
        open={open}
        anchorEl={anchor}
        placement="bottom-end"
        disablePortal
        sx={{ zIndex: 1300 }}
      >
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
            onChangePassword={openFromCard(changePassword)}
            onTwoFactor={openFromCard(twoFactor)}
            onPasskeys={openFromCard(passkeys)}
            onDismiss={() => close(true)}
            onFocusLeave={(next) => {
              // Shift+Tab back to the avatar button leaves the card open, as the button's own.
              if (!anchor?.contains(next)) close(false);
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
