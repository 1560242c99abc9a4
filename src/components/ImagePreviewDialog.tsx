import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { SafeImage } from './SafeImage';

interface ImagePreviewDialogProps {
  /** The image to show; null keeps the dialog closed. */
  image: { title: string; src: string } | null;
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
