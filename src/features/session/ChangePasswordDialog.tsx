import { enqueueSnackbar } from 'notistack';
import { FormDialog } from '@/components/FormDialog';
import { PasswordFields } from './PasswordFields';
import { usePasswordChange } from './usePasswordChange';

export interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Change password, from the profile card (docs/decisions.md#roles-and-your-own-account): the
 * current password, the new one twice. The server ends the admin's other sessions and keeps this
 * one with a fresh token.
 */
export default function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  const form = usePasswordChange((message) => {
    enqueueSnackbar(message, { variant: 'success' });
    onClose();
  });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <FormDialog
      open={open}
      title="Change password"
      submitLabel="Change password"
      maxWidth="xs"
      onClose={close}
      onSubmit={form.formik.handleSubmit}
      submitting={form.formik.isSubmitting}
      dirty={form.formik.dirty}
      invalid={!form.formik.isValid}
    >
      <PasswordFields form={form} currentLabel="Current password" />
    </FormDialog>
  );
}
