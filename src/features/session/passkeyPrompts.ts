/** The browser's passkey prompts' failures, in words (docs/api.md#passkeys). */

/** What the admin is told when the prompt ends without a passkey: the browser's reasons are vague. */
export const PROMPT_FAILED =
  'The passkey prompt was cancelled or timed out, or this browser has no passkey for this site.';

const PROMPT_FAILURES: Readonly<Record<string, string>> = {
  NotAllowedError: PROMPT_FAILED,
  AbortError: PROMPT_FAILED,
  InvalidStateError: 'This device already holds one of your passkeys.',
  // The page's host is not the passkeys' domain: an IP address, or another name.
  SecurityError: 'Passkeys work at the back-office’s own address: open it by its domain name.',
};

/** The browser's refusal of a prompt, told in words, or undefined for any other failure. */
export function promptFailure(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  if (error.message === 'WebAuthn is not supported in this browser') {
    return 'This browser does not support passkeys.';
  }
  return PROMPT_FAILURES[error.name];
}
