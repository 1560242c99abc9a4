import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { AddPasskeyForm } from './AddPasskeyForm';
import { PasskeyList } from './PasskeyList';

export interface PasskeysDialogProps {
  open: boolean;
  onClose: () => void;
}

const TITLE_ID = 'passkeys-title';

/**
 * Passkeys, from the profile card (docs/api.md#passkeys): the account's passkeys, each removable,
 * and Add a passkey, named, through the browser's prompt. Its own chunk, with the browser's
 * library, fetched at the first opening.
 */
export default function PasskeysDialog({ open, onClose }: PasskeysDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={TITLE_ID} maxWidth="sm" fullWidth>
      <DialogTitle id={TITLE_ID}>Passkeys</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            A passkey signs you in with no password, with your fingerprint, face or device PIN.
          </DialogContentText>
          <PasskeyList />
          <AddPasskeyForm />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
