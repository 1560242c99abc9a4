import { useMemo } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { enqueueSnackbar } from 'notistack';
import { failureText } from '@/api/apiError';
import { FormDialog } from '@/components/FormDialog';
import { ImageField } from '@/components/ImageField';
import { fieldError } from '@/lib/formik';
import { readOptionalDataUrl } from '@/lib/images';
import {
  useCreateNotificationMutation,
  useUpdateNotificationMutation,
  type Notification,
  type NotificationBody,
} from './notificationsApi';
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

interface NotificationFormProps {
  open: boolean;
  /** The notification being edited, or null to create one. */
  notification: Notification | null;
  onClose: () => void;
}

const valuesOf = (notification: Notification | null): NotificationFormValues => ({
  title: notification?.title ?? '',
  description: notification?.description ?? '',
  type: NOTIFICATION_TYPES.includes(notification?.type as NotificationType)
    ? (notification?.type as NotificationType)
    : '',
  noticeTo: NOTICE_TO.includes(notification?.noticeTo as NoticeTo)
    ? (notification?.noticeTo as NoticeTo)
    : '',
  image: null,
});

/** The create/edit modal of Notification Management (spec §2, §5). */
export function NotificationForm({ open, notification, onClose }: NotificationFormProps) {
  const editing = notification !== null;
  const [createNotification] = useCreateNotificationMutation();
  const [updateNotification] = useUpdateNotificationMutation();
  const initialValues = useMemo(() => valuesOf(notification), [notification]);

  const formik = useFormik<NotificationFormValues>({
    initialValues,
    enableReinitialize: true,
    validationSchema: editing ? notificationSchemas.edit : notificationSchemas.create,
    onSubmit: async (values, { resetForm }) => {
      try {
        const image = await readOptionalDataUrl(values.image);
        const body: NotificationBody = {
          title: values.title.trim(),
          description: values.description.trim(),
          // The schema has checked both against their lists.
          type: values.type as NotificationType,
          noticeTo: values.noticeTo as NoticeTo,
          ...(image !== undefined && { image }),
        };
        if (notification) {
          await updateNotification({ id: notification.id, body }).unwrap();
          enqueueSnackbar('Notification updated successfully!', { variant: 'success' });
        } else {
          await createNotification(body).unwrap();
          enqueueSnackbar('Notification created successfully!', { variant: 'success' });
        }
        resetForm();
        onClose();
      } catch (error) {
        enqueueSnackbar(
          `Failed to create/update notification: ${failureText(error, 'Operation failed')}`,
          { variant: 'error' },
        );
      }
    },
  });

  const close = () => {
    formik.resetForm();
    onClose();
  };

  const errorOf = (field: keyof NotificationFormValues) => fieldError(formik, field);

  const textField = (field: 'title' | 'description' | 'type' | 'noticeTo') => ({
    id: `notification-${field}`,
    name: field,
    value: formik.values[field],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: Boolean(errorOf(field)),
    helperText: errorOf(field),
    required: true,
    fullWidth: true,
  });

  return (
    <FormDialog
      open={open}
      title={editing ? 'Edit Notification' : 'Add Notification'}
      submitLabel={editing ? 'Update Notification' : 'Create Notification'}
      onClose={close}
      onSubmit={formik.handleSubmit}
      submitting={formik.isSubmitting}
      maxWidth="sm"
    >
      <TextField label="Title" placeholder="Enter notification title" {...textField('title')} />
      <TextField
        label="Description"
        placeholder="Enter notification description"
        multiline
        minRows={3}
        {...textField('description')}
      />
      <TextField select label="Type" {...textField('type')}>
        {NOTIFICATION_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {NOTIFICATION_TYPE_LABELS[type]}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label="Notice To" {...textField('noticeTo')}>
        {NOTICE_TO.map((audience) => (
          <MenuItem key={audience} value={audience}>
            {NOTICE_TO_LABELS[audience]}
          </MenuItem>
        ))}
      </TextField>
      <ImageField
        id="notification-image"
        label="Image"
        file={formik.values.image}
        currentUrl={notification?.image}
        required={!editing}
        error={errorOf('image')}
        hint={editing ? 'Choose a new image only to replace the current one.' : undefined}
        onChange={(file) => {
          void formik.setFieldTouched('image', true, false);
          void formik.setFieldValue('image', file);
        }}
      />
    </FormDialog>
  );
}
