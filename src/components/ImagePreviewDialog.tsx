import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { SafeImage } from './SafeImage';

export interface PreviewedImage {
  title: string;
  src: string;
}

interface ImagePreviewDialogProps {
  /** The image to show; null keeps the dialog closed. */
  image: PreviewedImage | null;
  onClose: () => void;
}

/** Shows one saved image at a readable size (View Image, View screenshot). */
export function ImagePreviewDialog({ image, onClose }: ImagePreviewDialogProps) {
  return (
    <Dialog
      open={image !== null}
      onClose={onClose}
      aria-labelledby="image-preview-title"
      maxWidth="md"
    >
      {image && (
        <>
          <DialogTitle id="image-preview-title">{image.title}</DialogTitle>
          <DialogContent dividers>
            <SafeImage
              src={image.src}
              alt={image.title}
              width="100%"
              height="auto"
              sx={{ maxHeight: '70vh', objectFit: 'contain', minWidth: 280 }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

/**
 * The state of an image preview: which image is shown, if any, and the dialog that shows it.
 *
 * @example
 * const preview = useImagePreview();
 * <Button onClick={() => preview.show({ title: row.name, src: row.image })}>View</Button>
 * {preview.dialog}
 */
export function useImagePreview() {
  const [image, setImage] = useState<PreviewedImage | null>(null);
  return {
    show: setImage,
    dialog: <ImagePreviewDialog image={image} onClose={() => setImage(null)} />,
  };
}
