import { useState } from 'react';
import { DetailsDialog } from './DetailsDialog';
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
    <DetailsDialog
      item={image}
      onClose={onClose}
      titleId="image-preview-title"
      title={(shown) => shown.title}
    >
      {(shown) => (
        <SafeImage
          src={shown.src}
          alt={shown.title}
          width="100%"
          height="auto"
          sx={{ maxHeight: '70vh', objectFit: 'contain', minWidth: 280 }}
        />
      )}
    </DetailsDialog>
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
