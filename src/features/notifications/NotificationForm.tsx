import TextField from '@mui/material/TextField';
import { ActivityHistory } from '@/components/ActivityHistory';
import { FormDialog } from '@/components/FormDialog';
import { ImageField } from '@/components/ImageField';
import { SelectField } from '@/components/SelectField';
import { formTexts, useEntityForm, type EntityFormProps } from '@/hooks/useEntityForm';
import { fieldError } from '@/lib/formik';
import { readOptionalDataUrl } from '@/lib/images';
import { NOTICE_TO_LABELS, NOTIFICATION_TYPE_LABELS } from '@/lib/valueWords';
import { choosesRecipients, type Notification, type NotificationBody } from './notificationsApi';
import { NOTICE_TO, NOTIFICATION_TYPES, SPECIFIC_USERS } from '../../../contract/formRules';
import { notificationSchema, type NotificationFormValues } from './notificationSchema';
import { RecipientsField } from './RecipientsField';

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | '' =>
  values.includes(value as T) ? (value as T) : '';

const NOTIFICATION_FORM = {
  idPrefix: 'notification',
  texts: formTexts('Notification', { create: 'Create', update: true }),
  toValues: (notification: Notification | null): NotificationFormValues => ({
    title: notification?.title ?? '',
    description: notification?.description ?? '',
    type: oneOf(NOTIFICATION_TYPES, notification?.type),
    noticeTo: oneOf(NOTICE_TO, notification?.noticeTo),
    recipients: notification?.recipientUsers ?? [],
    image: null,
  }),
  schema: (editing: boolean) => notificationSchema(editing, choosesRecipients()),
  /**
   * The body sent on create and update: the image chosen, else on update the current one as the
   * API answered it, since an update's payload is the create's
   * (docs/requirements.md#7-calls-to-the-backend). The recipients' ids go with Specific Users
   * only: left out, the server keeps none (docs/api.md#notification-recipients).
   */
  async toDraft(
    { image: file, recipients, ...values }: NotificationFormValues,
    notification: Notification | null,
  ): Promise<NotificationBody> {
    const image =
      (await readOptionalDataUrl(file)) ?? notification?.answeredMedia?.image ?? undefined;
    const fields = notificationSchema(false).omit(['image', 'recipients']).cast(values);
    return {
      ...fields,
      ...(fields.noticeTo === SPECIFIC_USERS && { recipients: recipients.map(({ id }) => id) }),
      ...(image !== undefined && { image }),
    };
  },
};

/**
 * The create/edit modal of Notification Management (docs/requirements.md#notification-management,
 * docs/requirements.md#5-validation).
 */
export function NotificationForm(props: EntityFormProps<Notification, NotificationBody>) {
  const { formik, field, image, editing, dialogProps } = useEntityForm({
    ...props,
    ...NOTIFICATION_FORM,
  });
  return (
    <FormDialog
      {...dialogProps}
      maxWidth="sm"
      history={props.item && <ActivityHistory entity="notification" id={props.item.id} />}
    >
      <TextField
        label="Title"
        placeholder="Enter notification title"
        required
        {...field('title')}
      />
      <TextField
        label="Description"
        placeholder="Enter notification description"
        multiline
        minRows={3}
        required
        {...field('description')}
      />
      <SelectField label="Type" options={NOTIFICATION_TYPE_LABELS} required {...field('type')} />
      <SelectField label="Notice To" options={NOTICE_TO_LABELS} required {...field('noticeTo')} />
      {formik.values.noticeTo === SPECIFIC_USERS && (
        <RecipientsField
          value={formik.values.recipients}
          onChange={(chosen) => void formik.setFieldValue('recipients', chosen)}
          onBlur={() => void formik.setFieldTouched('recipients', true)}
          error={fieldError(formik, 'recipients')}
        />
      )}
      <ImageField
        id="notification-image"
        label="Image"
        currentUrl={props.item?.image}
        required={!editing}
        {...image('image')}
      />
    </FormDialog>
  );
}
