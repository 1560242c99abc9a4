import { useMemo } from 'react';
import TextField from '@mui/material/TextField';
import { ActivityHistory } from '@/components/ActivityHistory';
import { FormDialog } from '@/components/FormDialog';
import { ImageField } from '@/components/ImageField';
import { SelectField } from '@/components/SelectField';
import { STATUS_LABELS } from '@/lib/valueWords';
import { useBlobPreview } from '@/components/useBlobPreview';
import { formTexts, useEntityForm, type EntityFormProps } from '@/hooks/useEntityForm';
import { readOptionalDataUrl } from '@/lib/images';
import { BannerPositionField } from './BannerPositionField';
import { BannerPreview } from './BannerPreview';
import { scheduleDraft, scheduleValues, useScheduleZone } from './bannerSchedule';
import { BannerScheduleFields } from './BannerScheduleFields';
import type { Banner, BannerBody } from './bannersApi';
import { bannerSchema, type BannerFormValues } from './bannerSchema';

/**
 * The form's spec; `timeZone`, the shop's, where the backend keeps schedules: its fields then
 * show, in that zone (docs/api.md#the-shops-time-zone).
 */
const bannerForm = (timeZone: string | undefined) => ({
  idPrefix: 'banner',
  texts: formTexts('Banner', { create: 'Create', update: true }),
  toValues: (banner: Banner | null): BannerFormValues => ({
    position: banner?.position ?? '',
    title: banner?.title ?? '',
    description: banner?.description ?? '',
    redirectUrl: banner?.redirectUrl ?? '',
    // A new banner starts active (docs/requirements.md#9-constants-and-limits).
    status: banner?.status === 'inactive' ? 'inactive' : 'active',
    desktopImage: null,
    mobileImage: null,
    shift: false,
    ...scheduleValues(banner, timeZone),
  }),
  schema: bannerSchema,
  /**
   * The body sent on create and update; each image only when one was chosen, and `shift` only
   * when the admin chose to move the others down (docs/api.md#banner-positions).
   */
  async toDraft(values: BannerFormValues, banner: Banner | null): Promise<BannerBody> {
    const [desktop, mobile] = await Promise.all([
      readOptionalDataUrl(values.desktopImage),
      readOptionalDataUrl(values.mobileImage),
    ]);
    return {
      // The schema has checked it is an integer of at least 1.
      position: Number(values.position),
      title: values.title.trim(),
      description: values.description.trim(),
      redirectUrl: values.redirectUrl.trim(),
      status: values.status,
      ...(desktop !== undefined && { bannerImageDesktop: desktop }),
      ...(mobile !== undefined && { bannerImageMobile: mobile }),
      ...(values.shift && { shift: true }),
      ...(timeZone && scheduleDraft(values, banner, timeZone)),
    };
  },
});

/**
 * The create/edit modal of Banner Management (docs/requirements.md#banner-management,
 * docs/requirements.md#5-validation).
 */
export function BannerForm(props: EntityFormProps<Banner, BannerBody>) {
  const timeZone = useScheduleZone();
  const spec = useMemo(() => bannerForm(timeZone), [timeZone]);
  const { formik, field, image, editing, dialogProps } = useEntityForm({ ...props, ...spec });
  const { values } = formik;
  const desktopPreview = useBlobPreview(values.desktopImage);
  const mobilePreview = useBlobPreview(values.mobileImage);
  const imageField = (name: 'desktopImage' | 'mobileImage') => ({
    ...image(name),
    required: !editing,
  });
  return (
    <FormDialog
      {...dialogProps}
      maxWidth="sm"
      history={props.item && <ActivityHistory entity="banner" id={props.item.id} />}
    >
      <BannerPositionField formik={formik} bound={field('position')} itemId={props.item?.id} />
      <TextField label="Title" placeholder="Enter banner title" required {...field('title')} />
      <TextField
        label="Description"
        placeholder="Enter banner description"
        multiline
        minRows={3}
        required
        {...field('description')}
      />
      <TextField
        label="Redirect URL"
        type="url"
        placeholder="https://example.com/offer"
        {...field('redirectUrl')}
        helperText={field('redirectUrl').helperText ?? 'Optional: where the banner links to.'}
      />
      <SelectField label="Status" options={STATUS_LABELS} {...field('status')} />
      {timeZone && (
        <BannerScheduleFields
          timeZone={timeZone}
          starts={field('startsAt')}
          ends={field('endsAt')}
        />
      )}
      <ImageField
        id="banner-desktop-image"
        label="Desktop Image"
        currentUrl={props.item?.bannerImageDesktop}
        {...imageField('desktopImage')}
      />
      <ImageField
        id="banner-mobile-image"
        label="Mobile Image"
        currentUrl={props.item?.bannerImageMobile}
        {...imageField('mobileImage')}
      />
      <BannerPreview
        title={values.title}
        description={values.description}
        redirectUrl={values.redirectUrl}
        desktopImage={desktopPreview ?? props.item?.bannerImageDesktop ?? null}
        mobileImage={mobilePreview ?? props.item?.bannerImageMobile ?? null}
      />
    </FormDialog>
  );
}
