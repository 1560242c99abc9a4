import Skeleton from '@mui/material/Skeleton';
import { SafeImage, THUMBNAIL, type SafeImageProps } from './SafeImage';
import { usePrivateImage } from '@/api/privateImages';

/**
 * An image only some admins may see, a wallet payment's screenshot: fetched with the admin's
 * token and shown from a blob URL (usePrivateImage). Until it arrives its place is held empty,
 * not by the placeholder, which would be fetched only to be replaced.
 */
export function PrivateImage({
  src,
  width = THUMBNAIL.width,
  height = THUMBNAIL.height,
  sx,
  ...props
}: SafeImageProps) {
  const image = usePrivateImage(src);
  if (image.pending) {
    return <Skeleton variant="rectangular" width={width} height={height} sx={sx} />;
  }
  return (
    <SafeImage {...props} width={width} height={height} sx={sx} src={image.src} loading="eager" />
  );
}
