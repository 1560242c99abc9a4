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

/**
 * The state of an image preview: which image is shown, if any, and the dialog that shows it at a
 * readable size (View Image, View screenshot).
 *
 * @example
 * const preview = useImagePreview();
 * <Button onClick={() => preview.show({ title: row.name, src: row.image })}>View</Button>
 * {preview.dialog}
 */
export function useImagePreview() {
  const [image, setImage] = useState<PreviewedImage | null>(null);
  const dialog = (
    <DetailsDialog
      item={image}
      onClose={() => setImage(null)}
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
  return { show: setImage, dialog };
}
