import { SafeImage, type SafeImageProps } from './SafeImage';
import { usePrivateImage } from './usePrivateImage';

/**
 * An image only some admins may see, a wallet payment's screenshot: fetched with the admin's
 * token and shown from a blob URL (usePrivateImage), the placeholder until then.
 */
export function PrivateImage({ src, ...props }: SafeImageProps) {
  return <SafeImage {...props} src={usePrivateImage(src)} loading="eager" />;
}
