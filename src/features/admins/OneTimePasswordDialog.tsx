import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { enqueueSnackbar } from 'notistack';
import type { OneTimePasswordReply } from './adminsApi';

/** Puts the password on the clipboard; a page served without HTTPS has none. */
async function copy(password: string) {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(password);
    enqueueSnackbar('Password copied.', { variant: 'success' });
  } catch {
    enqueueSnackbar('The password could not be copied: select it and copy it by hand.', {
      variant: 'error',
    });
  }
}

interface OneTimePasswordDialogProps {
  /** The answer of a create or a password reset; null once the admin has closed the dialog. */
  reply: OneTimePasswordReply | null;
  open: boolean;
  onClose: () => void;
}

/**
 * The one-time password of a new account or a reset one, shown this once: the server keeps only
 * its hash. Only Done closes it, so a stray click beside it does not lose the password.
 */
export function OneTimePasswordDialog({ reply, open, onClose }: OneTimePasswordDialogProps) {
  if (!reply) return null;
  const { admin, oneTimePassword } = reply;
  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => reason !== 'backdropClick' && onClose()}
      aria-labelledby="one-time-password-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="one-time-password-title">One-time password</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {admin.name} ({admin.email}) signs in with this password once. At that first sign-in they
          must set a password of their own.
        </DialogContentText>
        <TextField
          label="One-time password"
          value={oneTimePassword}
          fullWidth
          slotProps={{
            htmlInput: { readOnly: true, sx: { fontFamily: 'monospace' } },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton aria-label="Copy password" onClick={() => void copy(oneTimePassword)}>
                    <ContentCopyIcon />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <Alert severity="warning" sx={{ mt: 2 }}>
          This password will not be shown again. Copy it now and give it to {admin.name} safely.
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
