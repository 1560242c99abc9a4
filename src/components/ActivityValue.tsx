import type { ActivityEntry } from '@/api/activity';
import { fullValueText } from '@/lib/activityText';
import { isMediaPath } from '@/lib/images';
import { PrivateImage } from './PrivateImage';
import { SafeImage } from './SafeImage';

interface ActivityValueProps {
  entity: ActivityEntry['entity'];
  field: string;
  value: unknown;
  /** The image's text: 'Desktop Image, before'. */
  alt: string;
}

/**
 * A recorded field's value as its screen shows it: in the screen's words, and an image as the
 * image itself, which its path would not say to anyone. A wallet payment's screenshot is served
 * to the signed-in admin only (docs/api.md#images).
 */
export function ActivityValue({ entity, field, value, alt }: ActivityValueProps) {
  if (typeof value !== 'string' || !isMediaPath(value)) return fullValueText(entity, field, value);
  const Image = entity === 'walletPayment' ? PrivateImage : SafeImage;
  return <Image src={value} alt={alt} width={120} height={75} />;
}
