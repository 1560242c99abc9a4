import { useEffect, useMemo, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/Upload';
import { ACCEPTED_IMAGE_TYPES, PREVIEW_RELEASE_MS } from '@/lib/images';
import { SafeImage } from './SafeImage';

export interface ImageFieldProps {
  id: string;
  label: string;
  /** The newly chosen file, if any. */
  file: File | null;
  /** The image already saved, shown until a new file is chosen. */
  currentUrl?: string | null;
  required?: boolean;
  error?: string;
  /** Shown under the field when there is no error. */
  hint?: ReactNode;
  onChange: (file: File | null) => void;
}

/** A preview of a chosen file through a blob URL, released after 10 s (spec §9) or on change. */
function useBlobPreview(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => {
    if (!url) return;
    const release = setTimeout(() => URL.revokeObjectURL(url), PREVIEW_RELEASE_MS);
    return () => {
      clearTimeout(release);
      URL.revokeObjectURL(url);
    };
  }, [url]);
  return url;
}

/**
 * The image picker every form uses: image files only, a preview, the saved image while no new
 * file is chosen, and the field's error or hint underneath. Size rules live in the form schema.
 *
 * @example
 * <ImageField id="banner-desktop" label="Desktop Image" file={values.desktop}
 *   currentUrl={banner?.bannerImageDesktop} error={errors.desktop}
 *   onChange={(file) => setFieldValue('desktop', file)} />
 */
export function ImageField({
  id,
  label,
  file,
  currentUrl,
  required = false,
  error,
  hint,
  onChange,
}: ImageFieldProps) {
  const preview = useBlobPreview(file);
  const shown = preview ?? currentUrl ?? null;
  const helperId = `${id}-helper`;

  return (
    <FormControl error={Boolean(error)} required={required}>
      <FormLabel htmlFor={id} sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button component="label" variant="outlined" startIcon={<UploadIcon />}>
          Choose image
          <input
            id={id}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            aria-describedby={helperId}
            style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
            onChange={(event) => {
              onChange(event.target.files?.[0] ?? null);
              // Choosing the same file again after a reset still fires a change.
              event.target.value = '';
            }}
          />
        </Button>
        <Typography variant="body2" color="text.secondary" noWrap>
          {file ? file.name : currentUrl ? 'Current image' : 'No file chosen'}
        </Typography>
      </Stack>
      {shown && (
        <SafeImage src={shown} alt={`${label} preview`} width={160} height={100} sx={{ mt: 1.5 }} />
      )}
      <FormHelperText id={helperId}>{error ?? hint ?? ' '}</FormHelperText>
    </FormControl>
  );
}
