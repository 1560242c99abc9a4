import { useCallback, useMemo, useState } from 'react';
import { shownInForm } from '@/hooks/saveOutcome';
import { reportWrite, useConfirmedWrite } from '@/hooks/useResourceActions';
import {
  useCreateAdminMutation,
  useDeleteAdminMutation,
  useResetAdminPasswordMutation,
  useUpdateAdminMutation,
  type AdminAccount,
  type OneTimePasswordReply,
} from './adminsApi';
import { useResetAdminTwoFactorMutation } from './teamTwoFactorApi';
import type { AdminDraft } from './adminSchema';
import { ACCOUNT_MESSAGES } from '../../../contract/accountRules';

type ShowPassword = (reply: OneTimePasswordReply) => void;

const SAVE_FAILED = { failure: 'Failed to create/update admin:', fallback: 'Operation failed' };
/**
 * What the dialog shows itself: an e-mail already taken under the Email field, and an account
 * changed or deleted since it was opened as the conflict notice, as every form does.
 */
const shownInDialog = shownInForm<AdminAccount>(SAVE_FAILED.failure);

/** The one-time password of the last create or reset, and whether its dialog is open. */
export function useOneTimePassword() {
  const [shown, setShown] = useState<{ reply: OneTimePasswordReply | null; open: boolean }>({
    reply: null,
    open: false,
  });
  const show = useCallback((reply: OneTimePasswordReply) => setShown({ reply, open: true }), []);
  // The password stays in the dialog while it fades out, and is dropped at the next one.
  const onClose = useCallback(() => setShown((current) => ({ ...current, open: false })), []);
  return { dialog: { ...shown, onClose }, show };
}

/**
 * Admin Management's save and delete, each with its message: the
 * server's own words on a refusal ('An admin with this email already exists.', 'The last Super
 * Admin cannot be deleted.'); a colleague's change in between (409) is the dialog's conflict
 * notice, or a delete's snackbar, as on every screen. A create shows the new account's one-time
 * password.
 */
export function useAdminActions(show: ShowPassword) {
  const [create] = useCreateAdminMutation();
  const [update] = useUpdateAdminMutation();
  const [remove] = useDeleteAdminMutation();
  const confirmedWrite = useConfirmedWrite();

  const save = useCallback(
    async ({ disabled, ...fields }: AdminDraft, editing: AdminAccount | null) => {
      if (editing) {
        const body = { ...fields, disabled };
        return reportWrite(
          () => update({ ...editing, body }).unwrap(),
          { success: ACCOUNT_MESSAGES.updated, ...SAVE_FAILED },
          shownInDialog,
        );
      }
      let created: OneTimePasswordReply | undefined;
      const saved = await reportWrite(
        async () => (created = await create(fields).unwrap()),
        { success: ACCOUNT_MESSAGES.created, ...SAVE_FAILED },
        shownInDialog,
      );
      // The tab gives no password: its accounts never sign in.
      if (created?.oneTimePassword) show(created);
      return saved;
    },
    [create, update, show],
  );

  const removeAccount = useCallback(
    async (account: AdminAccount) => {
      await confirmedWrite(
        {
          title: 'Delete admin?',
          message: `“${account.name}” (${account.email}) will be signed out and removed. This cannot be undone.`,
        },
        () => remove(account).unwrap(),
        {
          success: ACCOUNT_MESSAGES.deleted,
          failure: 'Failed to delete admin:',
          fallback: 'Delete failed',
        },
      );
    },
    [confirmedWrite, remove],
  );

  return useMemo(() => ({ save, remove: removeAccount }), [save, removeAccount]);
}

/** Reset password, after the admin confirms: the account's new one-time password is shown. */
export function usePasswordReset(show: ShowPassword) {
  const [reset] = useResetAdminPasswordMutation();
  const confirmedWrite = useConfirmedWrite();
  return useCallback(
    async (account: AdminAccount) => {
      const replied = await confirmedWrite(
        {
          title: 'Reset password?',
          message: `${account.name} (${account.email}) will be signed out everywhere and get a new one-time password.`,
          confirmLabel: 'Reset password',
        },
        () => reset(account).unwrap(),
        {
          success: ACCOUNT_MESSAGES.passwordReset,
          failure: 'Failed to reset password:',
          fallback: 'Reset failed',
        },
      );
      if (replied) show(replied);
      return replied !== undefined;
    },
    [confirmedWrite, reset, show],
  );
}

/**
 * Reset two-factor, after the admin confirms (docs/api.md#two-factor-sign-in): the account's is
 * turned off and its sessions end; its password alone then signs it in.
 */
export function useTwoFactorReset() {
  const [reset] = useResetAdminTwoFactorMutation();
  const confirmedWrite = useConfirmedWrite();
  return useCallback(
    async (account: AdminAccount) => {
      await confirmedWrite(
        {
          title: 'Reset two-factor sign-in?',
          message: `${account.name} (${account.email}) will be signed out everywhere, and sign in with their password alone until they set up two-factor sign-in again.`,
          confirmLabel: 'Reset two-factor',
        },
        () => reset(account).unwrap(),
        {
          success: ACCOUNT_MESSAGES.twoFactorReset,
          failure: 'Failed to reset two-factor sign-in:',
          fallback: 'Reset failed',
        },
      );
    },
    [confirmedWrite, reset],
  );
}
