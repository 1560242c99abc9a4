import { useState } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { PLACEHOLDER_IMAGE } from '@/lib/images';

export interface SafeImageProps {
  src: string | null | undefined;
  alt: string;
  width?: number | string;
  height?: number | string;
  /** 'eager' where the image must load while its source lasts (a blob URL released after 10 s). */
  loading?: 'lazy' | 'eager';
  sx?: SxProps<Theme>;
}

/** The size of an image in a list's row, unless told otherwise. */
export const THUMBNAIL = { width: 64, height: 40 } as const;

/** An image that shows the placeholder when it is missing or fails to load (docs/requirements.md#banner-management). */
export function SafeImage({
  src,
  alt,
  width = THUMBNAIL.width,
  height = THUMBNAIL.height,
  loading = 'lazy',
  sx,
}: SafeImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : PLACEHOLDER_IMAGE;
  return (
    <Box
      component="img"
      src={usable}
      alt={alt}
      loading={loading}
      onError={() => src && setFailedSrc(src)}
      sx={[
        {
          width,
          height,
          objectFit: 'cover',
          borderRadius: 1,
          bgcolor: 'action.hover',
          display: 'block',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
