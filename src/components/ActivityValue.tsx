import type { ActivityEntry } from '@/api/activity';
import { fullValueText } from '@/lib/activityText';
import { isMediaPath } from '@/lib/images';
import { ResourceImage } from './PrivateImage';
import { ACTIVITY_ENTITY_RESOURCES } from '../../contract/resources';

interface ActivityValueProps {
  entity: ActivityEntry['entity'];
  field: string;
  value: unknown;
  /** The image's text: 'Desktop Image, before'. */
  alt: string;
}

/**
 * A recorded field's value as its screen shows it: in the screen's words, and an image as the
 * image itself, which its path would not say to anyone, fetched with the token where it is private
 * (docs/api.md#images).
 */
export function ActivityValue({ entity, field, value, alt }: ActivityValueProps) {
  if (typeof value !== 'string' || !isMediaPath(value)) return fullValueText(entity, field, value);
  const of = { resource: ACTIVITY_ENTITY_RESOURCES[entity], field };
  return <ResourceImage of={of} src={value} alt={alt} width={120} height={75} />;
}
