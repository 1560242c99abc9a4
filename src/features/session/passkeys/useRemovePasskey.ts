import { useCallback } from 'react';
import type { Passkey } from '../../../../contract/passkeys';
import { PASSKEY_MESSAGES } from '../../../../contract/passkeyRules';
import { useConfirmedWrite } from '@/hooks/useResourceActions';
import { useRemovePasskeyMutation } from './passkeysApi';

/** Remove, once confirmed (docs/api.md#passkeys); the outcome is a snackbar. */
export function useRemovePasskey() {
  const confirmedWrite = useConfirmedWrite();
  const [removePasskey] = useRemovePasskeyMutation();
  // A click handler: the outcome is reported, nothing waits for it.
  return useCallback(
    ({ id, name }: Passkey) =>
      void confirmedWrite(
        {
          title: 'Remove passkey?',
          message: `“${name}” will no longer sign you in.`,
          confirmLabel: 'Remove',
        },
        () => removePasskey(id).unwrap(),
        {
          success: PASSKEY_MESSAGES.removed,
          failure: 'Failed to remove passkey:',
          fallback: 'Remove failed',
        },
      ),
    [confirmedWrite, removePasskey],
  );
}
