import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import { GENERIC_FAILURE } from '@/api/genericFailure';
import { whenIdle } from '@/lib/whenIdle';
import type { SignIn } from './signIn';
import { loadWebAuthn } from './webAuthn';

/** Fetches the prompts' chunk ahead of the click; a failure is met again, and told, on click. */
const prefetch = () => void loadWebAuthn().catch(() => undefined);

interface PasskeySignInButtonProps {
  signIn: SignIn;
  /** The failure to show where the sign-in's failures show, or null to clear it. */
  onFailure: (failure: string | null) => void;
  disabled?: boolean;
}

/**
 * Sign in with a passkey (docs/api.md#passkeys): no email, no password; the browser's prompt
 * offers the passkeys it keeps for the site. Its library is loaded once the page is idle, or as
 * the button is pointed at or focused, never with the page (docs/decisions.md#login-first); a
 * success lands as a password's sign-in does.
 */
export function PasskeySignInButton({ signIn, onFailure, disabled }: PasskeySignInButtonProps) {
  const [busy, setBusy] = useState(false);
  useEffect(() => whenIdle(prefetch), []);
  const start = async () => {
    setBusy(true);
    onFailure(null);
    const failure = await signIn({ passkey: true }).catch(() => GENERIC_FAILURE);
    if (typeof failure === 'string') onFailure(failure);
    setBusy(false);
  };
  return (
    <Button
      variant="outlined"
      size="large"
      disabled={busy || disabled}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => void start()}
    >
      Sign in with a passkey
    </Button>
  );
}
