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
  useCreateBannerMutation,
  useUpdateBannerMutation,
  type Banner,
  type BannerBody,
} from './bannersApi';
import {
  BANNER_STATUSES,
  BANNER_STATUS_LABELS,
  MIN_POSITION,
  bannerSchemas,
  type BannerFormValues,
} from './bannerSchema';

interface BannerFormProps {
  open: boolean;
  /** The banner being edited, or null to create one. */
  banner: Banner | null;
  onClose: () => void;
}

const valuesOf = (banner: Banner | null): BannerFormValues => ({
  position: banner?.position ?? '',
  title: banner?.title ?? '',
  description: banner?.description ?? '',
  redirectUrl: banner?.redirectUrl ?? '',
  // A new banner starts active (spec §9 values).
  status: banner?.status === 'inactive' ? 'inactive' : 'active',
  desktopImage: null,
  mobileImage: null,
});

const KEEP_IMAGE_HINT = 'Choose a new image only to replace the current one.';

/** The create/edit modal of Banner Management (spec §2, §5). */
export function BannerForm({ open, banner, onClose }: BannerFormProps) {
  const editing = banner !== null;
  const [createBanner] = useCreateBannerMutation();
  const [updateBanner] = useUpdateBannerMutation();
  const initialValues = useMemo(() => valuesOf(banner), [banner]);

  const formik = useFormik<BannerFormValues>({
    initialValues,
    enableReinitialize: true,
    validationSchema: editing ? bannerSchemas.edit : bannerSchemas.create,
    onSubmit: async (values, { resetForm }) => {
      try {
        const [desktop, mobile] = await Promise.all([
          readOptionalDataUrl(values.desktopImage),
          readOptionalDataUrl(values.mobileImage),
        ]);
        const body: BannerBody = {
          // The schema has checked it is an integer of at least 1.
          position: Number(values.position),
          title: values.title.trim(),
          description: values.description.trim(),
          redirectUrl: values.redirectUrl.trim(),
          status: values.status,
          ...(desktop !== undefined && { bannerImageDesktop: desktop }),
          ...(mobile !== undefined && { bannerImageMobile: mobile }),
        };
        if (banner) {
          await updateBanner({ id: banner.id, body }).unwrap();
          enqueueSnackbar('Banner updated successfully!', { variant: 'success' });
        } else {
          await createBanner(body).unwrap();
          enqueueSnackbar('Banner created successfully!', { variant: 'success' });
        }
        resetForm();
        onClose();
      } catch (error) {
        enqueueSnackbar(
          `Failed to create/update banner: ${failureText(error, 'Operation failed')}`,
          { variant: 'error' },
        );
      }
    },
  });

  const close = () => {
    formik.resetForm();
    onClose();
  };

  const errorOf = (field: keyof BannerFormValues) => fieldError(formik, field);

  const fieldProps = (field: 'position' | 'title' | 'description' | 'redirectUrl' | 'status') => ({
    id: `banner-${field}`,
    name: field,
    value: formik.values[field],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: Boolean(errorOf(field)),
    helperText: errorOf(field),
    fullWidth: true,
  });

  const imageChange = (field: 'desktopImage' | 'mobileImage') => (file: File | null) => {
    void formik.setFieldTouched(field, true, false);
    void formik.setFieldValue(field, file);
  };

  return (
    <FormDialog
      open={open}
      title={editing ? 'Edit Banner' : 'Add Banner'}
      submitLabel={editing ? 'Update Banner' : 'Create Banner'}
      onClose={close}
      onSubmit={formik.handleSubmit}
      submitting={formik.isSubmitting}
      maxWidth="sm"
    >
      <TextField
        label="Position"
        type="number"
        placeholder="1"
        required
        {...fieldProps('position')}
        slotProps={{ htmlInput: { min: MIN_POSITION, step: 1, inputMode: 'numeric' } }}
      />
      <TextField label="Title" placeholder="Enter banner title" required {...fieldProps('title')} />
      <TextField
        label="Description"
        placeholder="Enter banner description"
        multiline
        minRows={3}
        required
        {...fieldProps('description')}
      />
      <TextField
        label="Redirect URL"
        type="url"
        placeholder="https://example.com/offer"
        {...fieldProps('redirectUrl')}
        helperText={errorOf('redirectUrl') ?? 'Optional: where the banner links to.'}
      />
      <TextField select label="Status" {...fieldProps('status')}>
        {BANNER_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {BANNER_STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </TextField>
      <ImageField
        id="banner-desktop-image"
        label="Desktop Image"
        file={formik.values.desktopImage}
        currentUrl={banner?.bannerImageDesktop}
        required={!editing}
        error={errorOf('desktopImage')}
        hint={editing ? KEEP_IMAGE_HINT : undefined}
        onChange={imageChange('desktopImage')}
      />
      <ImageField
        id="banner-mobile-image"
        label="Mobile Image"
        file={formik.values.mobileImage}
        currentUrl={banner?.bannerImageMobile}
        required={!editing}
        error={errorOf('mobileImage')}
        hint={editing ? KEEP_IMAGE_HINT : undefined}
        onChange={imageChange('mobileImage')}
      />
    </FormDialog>
  );
}
