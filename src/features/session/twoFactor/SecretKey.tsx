import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { copyText } from './copyText';

/** The secret in groups of four, as authenticator apps show keys: easier to type and compare. */
export const groupsOfFour = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** The secret as text, for an app that cannot scan: shown grouped, copied whole. */
export function SecretKey({ secret }: { secret: string }) {
  return (
    <TextField
      label="Key"
      value={groupsOfFour(secret)}
      helperText="Or enter this key in the app."
      slotProps={{
        htmlInput: { readOnly: true, sx: { fontFamily: 'monospace' } },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label="Copy key" onClick={() => void copyText(secret, 'Key')}>
                <ContentCopyIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
