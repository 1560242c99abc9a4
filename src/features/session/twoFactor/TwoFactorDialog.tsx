import { useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import type { TwoFactorOnReply } from '../../../../contract/twoFactor';
import { selectProfile } from '@/api/session';
import { useAppSelector } from '@/app/hooks';
import { RecoveryCodes } from './RecoveryCodes';
import { TwoFactorOff } from './TwoFactorOff';
import { TwoFactorSetup } from './TwoFactorSetup';
import { useTwoFactorStart } from './useTwoFactorStart';

export interface TwoFactorDialogProps {
  open: boolean;
  onClose: () => void;
}

const TITLE_ID = 'two-factor-title';

/**
 * Two-factor authentication, from the profile card (docs/api.md#two-factor-sign-in): the QR code
 * and key of a new secret, turned on by the app's current code; then the recovery codes, shown
 * this once. Only Done closes them, so a stray click or Escape does not lose them. Where it is
 * on, a code turns it off. Its own chunk, fetched at the first opening.
 */
export default function TwoFactorDialog({ open, onClose }: TwoFactorDialogProps) {
  const [turnedOn, setTurnedOn] = useState<TwoFactorOnReply | null>(null);
  // Kept while the dialog fades out, as the profile comes to say it is off.
  const [turnedOff, setTurnedOff] = useState(false);
  const on = useAppSelector(selectProfile)?.twoFactor === true || turnedOff;
  const { start, reset } = useTwoFactorStart(open && !on);
  const turnOff = () => {
    setTurnedOff(true);
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={() => turnedOn === null && onClose()}
      aria-labelledby={TITLE_ID}
      maxWidth="xs"
      fullWidth
      slotProps={{
        // Forgotten once closed: the next opening starts afresh, and the codes are gone.
        transition: {
          onExited: () => {
            reset();
            setTurnedOn(null);
            setTurnedOff(false);
          },
        },
      }}
    >
      <DialogTitle id={TITLE_ID}>Two-factor authentication</DialogTitle>
      {turnedOn && <RecoveryCodes reply={turnedOn} onDone={onClose} />}
      {!turnedOn && on && <TwoFactorOff onOff={turnOff} onCancel={onClose} />}
      {!turnedOn && !on && <TwoFactorSetup start={start} onOn={setTurnedOn} onCancel={onClose} />}
    </Dialog>
  );
}
