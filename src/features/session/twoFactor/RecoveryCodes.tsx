import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import type { TwoFactorOnReply } from '../../../../contract/twoFactor';
import { saveFile } from '@/lib/download';
import { copyText } from './copyText';

/** The codes as the downloaded file holds them: what they are, then one a line. */
export const recoveryCodesText = (codes: string[]) =>
  ['Shop Back-office: two-factor sign-in recovery codes.', 'Each signs in once.', '', ...codes]
    .join('\n')
    .concat('\n');

/**
 * The recovery codes, shown this once as two-factor sign-in is turned on: the server keeps only
 * their hashes. Each signs in once in place of a code, should the authenticator app be lost.
 */
export function RecoveryCodes({
  reply,
  onDone,
  doneLabel = 'Done',
}: {
  reply: TwoFactorOnReply;
  onDone: () => void;
  /** Done in the dialog; Continue on the page of a required set-up, on to the dashboard. */
  doneLabel?: string;
}) {
  const { message, recoveryCodes } = reply;
  const text = recoveryCodesText(recoveryCodes);
  return (
    <>
      <DialogContent>
        <Alert severity="success" sx={{ mb: 2 }}>
          {message}
        </Alert>
        <DialogContentText>
          Each recovery code signs you in once in place of a code from the app, should you lose it.
          They will not be shown again: copy or download them now.
        </DialogContentText>
        <Box
          component="ol"
          aria-label="Recovery codes"
          sx={{ columns: 2, fontFamily: 'monospace', fontSize: '1rem', pl: 4, my: 2 }}
        >
          {recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copyText(text, 'Codes')}>
          Copy
        </Button>
        <Button
          startIcon={<DownloadIcon />}
          onClick={() => saveFile(new Blob([text], { type: 'text/plain' }), 'recovery-codes.txt')}
        >
          Download
        </Button>
        <Button variant="contained" onClick={onDone}>
          {doneLabel}
        </Button>
      </DialogActions>
    </>
  );
}
