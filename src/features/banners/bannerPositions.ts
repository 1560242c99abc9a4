import type { Banner } from './bannersApi';
import type { ResourceId } from '@/api/resourceApi';

/** Under the Position field when another banner holds it (docs/api.md#banner-positions). */
export const SHIFT_LABEL = 'Shift the others down';

/** The banners other than the one edited (`itemId`) at `position`, in the list's order. */
export function holdersOf(
  banners: readonly Banner[],
  position: number | '',
  itemId: ResourceId | undefined,
): Banner[] {
  if (position === '') return [];
  return banners.filter((banner) => banner.position === position && banner.id !== itemId);
}

/** 'Position 3 is taken by “Summer sale”.', naming the first holder and counting the rest. */
export function takenNotice(position: number | '', holders: readonly Banner[]) {
  const [first, ...others] = holders;
  if (!first) return undefined;
  const rest =
    others.length === 0 ? '' : ` and ${others.length} other${others.length > 1 ? 's' : ''}`;
  return `Position ${position} is taken by “${first.title}”${rest}.`;
}
