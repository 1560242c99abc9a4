import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { FormDialog } from '@/components/FormDialog';
import { ImageField } from '@/components/ImageField';
import { useEntityForm, type EntityFormProps } from '@/hooks/useEntityForm';
import { bindField, bindImage } from '@/lib/formik';
import { readOptionalDataUrl } from '@/lib/images';
import type { Banner, BannerBody } from './bannersApi';
import {
  BANNER_STATUSES,
  BANNER_STATUS_LABELS,
  MIN_POSITION,
  bannerSchemas,
  type BannerFormValues,
} from './bannerSchema';

const toValues = (banner: Banner | null): BannerFormValues => ({
  position: banner?.position ?? '',
  title: banner?.title ?? '',
  description: banner?.description ?? '',
  redirectUrl: banner?.redirectUrl ?? '',
  // A new banner starts active (docs/requirements.md#9-constants-and-limits).
  status: banner?.status === 'inactive' ? 'inactive' : 'active',
  desktopImage: null,
  mobileImage: null,
});

const schema = (editing: boolean) => (editing ? bannerSchemas.edit : bannerSchemas.create);

/** The body sent on create and update; each image only when one was chosen. */
async function toDraft(values: BannerFormValues): Promise<BannerBody> {
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
  };
}

const KEEP_IMAGE_HINT = 'Choose a new image only to replace the current one.';

/**
 * The create/edit modal of Banner Management (docs/requirements.md#banner-management,
 * docs/requirements.md#5-validation).
 */
export function BannerForm(props: EntityFormProps<Banner, BannerBody>) {
  const { formik, editing, dialogProps } = useEntityForm({ ...props, toValues, schema, toDraft });
  const field = (name: 'position' | 'title' | 'description' | 'redirectUrl' | 'status') =>
    bindField(formik, name, 'banner');
  const image = (name: 'desktopImage' | 'mobileImage') => ({
    ...bindImage(formik, name),
    required: !editing,
    hint: editing ? KEEP_IMAGE_HINT : undefined,
  });

  return (
    <FormDialog
      {...dialogProps}
      title={editing ? 'Edit Banner' : 'Add Banner'}
      submitLabel={editing ? 'Update Banner' : 'Create Banner'}
      maxWidth="sm"
    >
      <TextField
        label="Position"
        type="number"
        placeholder="1"
        required
        {...field('position')}
        slotProps={{ htmlInput: { min: MIN_POSITION, step: 1, inputMode: 'numeric' } }}
      />
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
      <TextField select label="Status" {...field('status')}>
        {BANNER_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {BANNER_STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </TextField>
      <ImageField
        id="banner-desktop-image"
        label="Desktop Image"
        currentUrl={props.item?.bannerImageDesktop}
        {...image('desktopImage')}
      />
      <ImageField
        id="banner-mobile-image"
        label="Mobile Image"
        currentUrl={props.item?.bannerImageMobile}
        {...image('mobileImage')}
      />
    </FormDialog>
  );
}
