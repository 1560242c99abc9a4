import Skeleton from '@mui/material/Skeleton';
import { SafeImage, THUMBNAIL, type SafeImageProps } from './SafeImage';
import { usePrivateImage } from '@/api/privateImages';
import { isPrivateImage, type ImageOf } from '../../contract/resources';

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

/**
 * An image, and which resource's image field it is where that matters: fetched with the token
 * where only some admins may see that field's images (PrivateImage), else a SafeImage.
 */
export function ResourceImage({ of, ...props }: SafeImageProps & { of?: ImageOf }) {
  return of && isPrivateImage(of) ? <PrivateImage {...props} /> : <SafeImage {...props} />;
}
