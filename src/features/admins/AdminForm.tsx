import TextField from '@mui/material/TextField';
import { FormDialog } from '@/components/FormDialog';
import { SelectField } from '@/components/SelectField';
import { useEntityForm, type EntityFormProps } from '@/hooks/useEntityForm';
import { ADMIN_ROLES, adminSchema, type AdminDraft, type AdminRole } from './adminSchema';
import { ADMIN_FORM_TEXTS } from './adminTexts';
import type { Admin } from './adminsSlice';

interface AdminValues {
  name: string;
  email: string;
  role: AdminRole;
}

const EMPTY: AdminValues = { name: '', email: '', role: 'Admin' };

const ADMIN_FORM = {
  idPrefix: 'admin',
  texts: ADMIN_FORM_TEXTS,
  toValues: (admin: Admin | null): AdminValues => admin ?? EMPTY,
  schema: adminSchema,
  toDraft: (values: AdminValues) => adminSchema.cast(values),
};

/** The create/edit modal of Admin Management (docs/requirements.md#admin-management). */
export function AdminForm(props: EntityFormProps<Admin, AdminDraft>) {
  const { field, dialogProps } = useEntityForm({ ...props, ...ADMIN_FORM });
  return (
    <FormDialog {...dialogProps} maxWidth="xs">
      <TextField label="Name" {...field('name')} />
      <TextField label="Email" type="email" {...field('email')} />
      <SelectField label="Role" options={ADMIN_ROLES} {...field('role')} />
    </FormDialog>
  );
}
