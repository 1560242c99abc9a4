import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { FormDialog } from '@/components/FormDialog';
import { fieldError } from '@/lib/formik';
import { adminSchema } from './adminSchema';
import { ADMIN_ROLES, type Admin, type AdminDraft, type AdminRole } from './adminsSlice';

interface AdminValues {
  name: string;
  email: string;
  role: AdminRole;
}

const EMPTY: AdminValues = { name: '', email: '', role: 'Admin' };

interface AdminFormProps {
  open: boolean;
  admin: Admin | null;
  onClose: () => void;
  onSave: (draft: AdminDraft) => void;
}

export function AdminForm({ open, admin, onClose, onSave }: AdminFormProps) {
  const formik = useFormik<AdminValues>({
    initialValues: admin ?? EMPTY,
    enableReinitialize: true,
    validationSchema: adminSchema,
    onSubmit: (values) => {
      onSave(adminSchema.cast(values) as AdminDraft);
      formik.resetForm();
    },
  });
  const close = () => {
    formik.resetForm();
    onClose();
  };
  const error = (field: keyof AdminValues) => fieldError(formik, field);

  return (
    <FormDialog
      open={open}
      title={admin ? 'Edit Admin' : 'Add Admin'}
      submitLabel={admin ? 'Save Changes' : 'Add Admin'}
      onClose={close}
      onSubmit={formik.handleSubmit}
      maxWidth="xs"
    >
      <TextField
        label="Name"
        {...formik.getFieldProps('name')}
        error={Boolean(error('name'))}
        helperText={error('name')}
      />
      <TextField
        label="Email"
        type="email"
        {...formik.getFieldProps('email')}
        error={Boolean(error('email'))}
        helperText={error('email')}
      />
      <TextField
        select
        label="Role"
        {...formik.getFieldProps('role')}
        error={Boolean(error('role'))}
        helperText={error('role')}
      >
        {ADMIN_ROLES.map((role) => (
          <MenuItem key={role} value={role}>
            {role}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
