import { useState } from 'react';
import { DetailsDialog } from './DetailsDialog';
import { ResourceImage } from './PrivateImage';
import type { ImageOf } from '../../contract/resources';

export interface PreviewedImage {
  title: string;
  src: string;
  /** The resource's image field it is, where only some admins may see that field's images. */
  of?: ImageOf;
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
      {(shown) => (
        <ResourceImage
          of={shown.of}
          src={shown.src}
          alt={shown.title}
          width="100%"
          height="auto"
          sx={{ maxHeight: '70vh', objectFit: 'contain', minWidth: 280 }}
        />
      )}
    </DetailsDialog>
  );
  return { show: setImage, dialog };
}
