/** Admin Management's texts (docs/requirements.md#admin-management). */
import { screenTexts } from '@/components/CrudScreen';
import type { EntityFormTexts } from '@/hooks/useEntityForm';

export const ADMINS_TEXTS = screenTexts(
  'Admin Management',
  'Add Admin',
  'Admins',
  'No admins found',
);

/** The form's titles and buttons. */
export const ADMIN_FORM_TEXTS: EntityFormTexts = {
  create: { title: 'Add Admin', submit: 'Add Admin' },
  edit: { title: 'Edit Admin', submit: 'Save Changes' },
};
