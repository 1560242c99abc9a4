import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import LockResetIcon from '@mui/icons-material/LockReset';
import { FormDialog } from '@/components/FormDialog';
import { SelectField } from '@/components/SelectField';
import { formTexts, useEntityForm, type EntityFormProps } from '@/hooks/useEntityForm';
import type { AdminAccount } from './adminsApi';
import { ROLES } from '../../../contract/roles';
import { adminSchema, type AdminDraft } from './adminSchema';

const EMPTY: AdminDraft = { name: '', email: '', role: 'Admin', disabled: false };

const ADMIN_FORM = {
  idPrefix: 'admin',
  texts: formTexts('Admin'),
  toValues: (account: AdminAccount | null): AdminDraft =>
    account
      ? { name: account.name, email: account.email, role: account.role, disabled: account.disabled }
      : EMPTY,
  schema: adminSchema,
  toDraft: (values: AdminDraft) => adminSchema.cast(values),
};

export interface AdminFormProps extends EntityFormProps<AdminAccount, AdminDraft> {
  /**
   * Gives the account a new one-time password; true when it did (the form then closes). None
   * where the source gives no passwords (the tab).
   */
  onResetPassword?: (account: AdminAccount) => Promise<boolean>;
}

/**
 * The specification's Add Admin / Edit Admin form (docs/requirements.md#admin-management);
 * editing adds the Disabled switch and Reset password.
 */
export function AdminForm({ onResetPassword, ...props }: AdminFormProps) {
  const { field, formik, dialogProps } = useEntityForm({ ...props, ...ADMIN_FORM });
  const { item } = props;
  const resetPassword = async (account: AdminAccount) => {
    if (await onResetPassword?.(account)) dialogProps.onClose();
  };
  return (
    <FormDialog {...dialogProps} maxWidth="xs">
      <TextField label="Name" {...field('name')} />
      <TextField label="Email" type="email" {...field('email')} />
      <SelectField label="Role" options={ROLES} {...field('role')} />
      {item && (
        <div>
          <FormControlLabel
            label="Disabled"
            control={
              <Switch
                checked={formik.values.disabled}
                onChange={(event) => void formik.setFieldValue('disabled', event.target.checked)}
              />
            }
          />
          <FormHelperText>
            A disabled admin cannot sign in; their sessions end at once.
          </FormHelperText>
        </div>
      )}
      {item && onResetPassword && (
        <Button
          variant="outlined"
          startIcon={<LockResetIcon />}
          onClick={() => void resetPassword(item)}
          sx={{ alignSelf: 'flex-start' }}
        >
          Reset password
        </Button>
      )}
    </FormDialog>
  );
}
