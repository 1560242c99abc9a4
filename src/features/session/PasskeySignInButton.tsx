import { useSyncExternalStore } from 'react';
import Button from '@mui/material/Button';
import { loadWebAuthn } from './webAuthn';

/** Fetches the prompts' chunk ahead of the click; a failure is met again, and told, on click. */
const prefetch = () => void loadWebAuthn().catch(() => undefined);

/** Nothing to subscribe to: the snapshot is false in the HTML and while it is taken over, true after. */
const NO_CHANGES = () => () => undefined;

interface PasskeySignInButtonProps {
  onClick: () => void;
  disabled: boolean;
}

/**
 * Sign in with a passkey (docs/api.md#passkeys): no email, no password; the browser's prompt
 * offers the passkeys it keeps for the site. Its library is fetched as the button is pointed at,
 * touched or focused, never with the page (docs/decisions.md#login-first). Disabled until the
 * page's code has taken it over: a click on the page sent as HTML would do nothing.
 */
export function PasskeySignInButton({ onClick, disabled }: PasskeySignInButtonProps) {
  const ready = useSyncExternalStore(
    NO_CHANGES,
    () => true,
    () => false,
  );
  return (
    <Button
      variant="outlined"
      size="large"
      disabled={disabled || !ready}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={onClick}
    >
      Sign in with a passkey
    </Button>
  );
}
