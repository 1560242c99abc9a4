import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { failureText, GENERIC_FAILURE } from '@/api/apiError';

interface LoadFailureAlertProps {
  /** What failed to load, as the message names it: 'passkeys' → 'Failed to load passkeys: ...'. */
  what: string;
  error: unknown;
  /** Said when the failure carries no message of its own. */
  fallback?: string;
  /** Asks again: the part shows its data without the admin leaving the screen. */
  onRetry: () => void;
  sx?: SxProps<Theme>;
}

/**
 * What a part of a screen that loads its own data (a dialog's list, a card's figures) shows when
 * that load fails: what failed, why, and Retry.
 *
 * @example
 * if (error) return <LoadFailureAlert what="passkeys" error={error} onRetry={refetch} />;
 */
export function LoadFailureAlert({
  what,
  error,
  fallback = GENERIC_FAILURE,
  onRetry,
  sx,
}: LoadFailureAlertProps) {
  return (
    <Alert severity="error" sx={sx} action={<Button onClick={onRetry}>Retry</Button>}>
      {`Failed to load ${what}: ${failureText(error, fallback)}`}
    </Alert>
  );
}
