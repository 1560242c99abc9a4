import Button from '@mui/material/Button';
import { loadWebAuthn } from './webAuthn';

/** Fetches the prompts' chunk ahead of the click; a failure is met again, and told, on click. */
const prefetch = () => void loadWebAuthn().catch(() => undefined);

interface PasskeySignInButtonProps {
  /** Whether the backend signs in with passkeys; undefined while that is not yet known. */
  offered: boolean | undefined;
  onClick: () => void;
  disabled: boolean;
}

/**
 * Sign in with a passkey (docs/api.md#passkeys): no email, no password; the browser's prompt
 * offers the passkeys it keeps for the site. Its library is fetched as the button is pointed at,
 * touched or focused, never with the page (docs/decisions.md#login-first). Disabled until it
 * is known that the backend has them, which the page sent as HTML cannot know: a click there
 * would do nothing. None where the backend has none (the specification's).
 */
export function PasskeySignInButton({ offered, onClick, disabled }: PasskeySignInButtonProps) {
  if (offered === false) return null;
  return (
    <Button
      variant="outlined"
      size="large"
      disabled={disabled || offered !== true}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={onClick}
    >
      Sign in with a passkey
    </Button>
  );
}
