import { useState } from 'react';
import { DetailsDialog } from './DetailsDialog';
import { PrivateImage } from './PrivateImage';
import { SafeImage } from './SafeImage';

export interface PreviewedImage {
  title: string;
  src: string;
  /** Only some admins may see it (a wallet payment's screenshot): fetched with the token. */
  private?: boolean;
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
      {({ private: onlySome, ...shown }) => {
        const Image = onlySome ? PrivateImage : SafeImage;
        return (
          <Image
            src={shown.src}
            alt={shown.title}
            width="100%"
            height="auto"
            sx={{ maxHeight: '70vh', objectFit: 'contain', minWidth: 280 }}
          />
        );
      }}
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
