import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { FormDialog } from '@/components/FormDialog';
import { ImageField } from '@/components/ImageField';
import { useEntityForm, type EntityFormProps } from '@/hooks/useEntityForm';
import { bindField, bindImage } from '@/lib/formik';
import { readOptionalDataUrl } from '@/lib/images';
import type { Notification, NotificationBody } from './notificationsApi';
import {
  NOTICE_TO,
  NOTICE_TO_LABELS,
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES,
  notificationSchemas,
  type NoticeTo,
  type NotificationFormValues,
  type NotificationType,
} from './notificationSchema';

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | '' =>
  values.includes(value as T) ? (value as T) : '';

const toValues = (notification: Notification | null): NotificationFormValues => ({
  title: notification?.title ?? '',
  description: notification?.description ?? '',
  type: oneOf(NOTIFICATION_TYPES, notification?.type),
  noticeTo: oneOf(NOTICE_TO, notification?.noticeTo),
  image: null,
});

const schema = (editing: boolean) =>
  editing ? notificationSchemas.edit : notificationSchemas.create;

/** The body sent on create and update; the image only when one was chosen. */
async function toDraft(values: NotificationFormValues): Promise<NotificationBody> {
  const image = await readOptionalDataUrl(values.image);
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    // The schema has checked both against their lists.
    type: values.type as NotificationType,
    noticeTo: values.noticeTo as NoticeTo,
    ...(image !== undefined && { image }),
  };
}

/**
 * The create/edit modal of Notification Management (docs/requirements.md#notification-management,
 * docs/requirements.md#5-validation).
 */
export function NotificationForm(props: EntityFormProps<Notification, NotificationBody>) {
  const { formik, editing, dialogProps } = useEntityForm({ ...props, toValues, schema, toDraft });
  const field = (name: 'title' | 'description' | 'type' | 'noticeTo') => ({
    ...bindField(formik, name, 'notification'),
    required: true,
  });

  return (
    <FormDialog
      {...dialogProps}
      title={editing ? 'Edit Notification' : 'Add Notification'}
      submitLabel={editing ? 'Update Notification' : 'Create Notification'}
      maxWidth="sm"
    >
      <TextField label="Title" placeholder="Enter notification title" {...field('title')} />
      <TextField
        label="Description"
        placeholder="Enter notification description"
        multiline
        minRows={3}
        {...field('description')}
      />
      <TextField select label="Type" {...field('type')}>
        {NOTIFICATION_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {NOTIFICATION_TYPE_LABELS[type]}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label="Notice To" {...field('noticeTo')}>
        {NOTICE_TO.map((audience) => (
          <MenuItem key={audience} value={audience}>
            {NOTICE_TO_LABELS[audience]}
          </MenuItem>
        ))}
      </TextField>
      <ImageField
        id="notification-image"
        label="Image"
        currentUrl={props.item?.image}
        required={!editing}
        hint={editing ? 'Choose a new image only to replace the current one.' : undefined}
        {...bindImage(formik, 'image')}
      />
    </FormDialog>
  );
}
