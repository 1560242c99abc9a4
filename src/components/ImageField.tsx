import { useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/Upload';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useBlobPreview } from './useBlobPreview';
import { IMAGE_TYPES } from '../../contract/formRules';
import { ResourceImage } from './PrivateImage';
import type { ImageOf } from '../../contract/resources';

/** What an edit's image field says while the saved image stays. */
const KEEP_IMAGE_HINT = 'Choose a new image only to replace the current one.';

export interface ImageFieldProps {
  id: string;
  label: string;
  /** The newly chosen file, if any. */
  file: File | null;
  /** The image already saved, shown until a new file is chosen. */
  currentUrl?: string | null;
  /** The resource's image field it is, where only some admins may see that field's images. */
  of?: ImageOf;
  required?: boolean;
  error?: string;
  /** Shown under the field when there is no error; by default, with a saved image, that it stays. */
  hint?: ReactNode;
  onChange: (file: File | null) => void;
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
  of,
  required = false,
  error,
  hint = currentUrl ? KEEP_IMAGE_HINT : undefined,
  onChange,
}: ImageFieldProps) {
  const preview = useBlobPreview(file);
  const shown = preview ?? currentUrl ?? null;
  const helperId = `${id}-helper`;
  const labelId = `${id}-label`;
  const input = useRef<HTMLInputElement>(null);

  // The file input stays hidden and outside the button: a control nested in another is
  // announced twice and breaks keyboard focus (axe: nested-interactive). The button opens
  // the picker; the label keeps naming the input, so clicking it opens the picker too.
  return (
    <FormControl error={Boolean(error)} required={required}>
      <FormLabel id={labelId} htmlFor={id} sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <input
        ref={input}
        id={id}
        type="file"
        hidden
        accept={IMAGE_TYPES.join(',')}
        aria-describedby={helperId}
        onChange={(event) => {
          onChange(event.target.files?.[0] ?? null);
          // Choosing the same file again after a reset still fires a change.
          event.target.value = '';
        }}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          variant="outlined"
          startIcon={<UploadIcon />}
          aria-describedby={helperId}
          aria-invalid={Boolean(error)}
          onClick={() => input.current?.click()}
        >
          Choose image
          {/* Named by its field too, as a form with two images has two of these buttons: in its
              text rather than by the label, which names the file input alone. */}
          <Box component="span" sx={visuallyHidden}>
            {` for ${label}`}
          </Box>
        </Button>
        <Typography variant="body2" color="text.secondary" noWrap>
          {file ? file.name : currentUrl ? 'Current image' : 'No file chosen'}
        </Typography>
      </Stack>
      {shown && (
        <ResourceImage
          // A chosen file's preview is its own blob; the saved image may be private.
          of={preview ? undefined : of}
          src={shown}
          alt={`${label} preview`}
          width={160}
          height={100}
          // A chosen file's blob URL is soon released (PREVIEW_RELEASE_MS): a lazy image out of
          // view would look for it only once scrolled to, and find it gone.
          loading={preview ? 'eager' : 'lazy'}
          sx={{ mt: 1.5 }}
        />
      )}
      <FormHelperText id={helperId}>{error ?? hint ?? ' '}</FormHelperText>
    </FormControl>
  );
}
