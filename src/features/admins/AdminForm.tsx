import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { FormDialog } from '@/components/FormDialog';
import { useEntityForm, type EntityFormProps } from '@/hooks/useEntityForm';
import { bindField } from '@/lib/formik';
import { adminSchema } from './adminSchema';
import { ADMIN_ROLES, type Admin, type AdminDraft, type AdminRole } from './adminsSlice';

interface AdminValues {
  name: string;
  email: string;
  role: AdminRole;
}

const EMPTY: AdminValues = { name: '', email: '', role: 'Admin' };

const toValues = (admin: Admin | null): AdminValues => admin ?? EMPTY;
const toDraft = (values: AdminValues) => adminSchema.cast(values) as AdminDraft;

/** The create/edit modal of Admin Management (docs/requirements.md#admin-management). */
export function AdminForm(props: EntityFormProps<Admin, AdminDraft>) {
  const { formik, editing, dialogProps } = useEntityForm({
    ...props,
    toValues,
    schema: adminSchema,
    toDraft,
  });
  const field = (name: keyof AdminValues) => bindField(formik, name, 'admin');

  return (
    <FormDialog
      {...dialogProps}
      title={editing ? 'Edit Admin' : 'Add Admin'}
      submitLabel={editing ? 'Save Changes' : 'Add Admin'}
      maxWidth="xs"
    >
      <TextField label="Name" {...field('name')} />
      <TextField label="Email" type="email" {...field('email')} />
      <TextField select label="Role" {...field('role')}>
        {ADMIN_ROLES.map((role) => (
          <MenuItem key={role} value={role}>
            {role}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
