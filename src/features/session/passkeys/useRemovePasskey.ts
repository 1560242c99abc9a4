import { useCallback } from 'react';
import { enqueueSnackbar } from 'notistack';
import type { Passkey } from '../../../../contract/passkeys';
import { failureText, GENERIC_FAILURE } from '@/api/apiError';
import { useConfirm } from '@/components/ConfirmDialog';
import { useRemovePasskeyMutation } from './passkeysApi';

/** Remove, once confirmed (docs/api.md#passkeys); the outcome is a snackbar. */
export function useRemovePasskey() {
  const confirm = useConfirm();
  const [removePasskey] = useRemovePasskeyMutation();
  const run = useCallback(
    async ({ id, name }: Passkey) => {
      const sure = await confirm({
        title: 'Remove passkey?',
        message: `“${name}” will no longer sign you in.`,
        confirmLabel: 'Remove',
      });
      if (!sure) return;
      try {
        const { message } = await removePasskey(id).unwrap();
        enqueueSnackbar(message, { variant: 'success' });
      } catch (error) {
        enqueueSnackbar(failureText(error, GENERIC_FAILURE), { variant: 'error' });
      }
    },
    [confirm, removePasskey],
  );
  // A click handler: the outcome is reported, nothing waits for it.
  return useCallback((passkey: Passkey) => void run(passkey), [run]);
}
