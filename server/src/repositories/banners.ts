/** SQL for banners: listed by position, then by id; two images, each a media row. */
import type { Queryable } from '../db/types';
import type { Banner } from '../../../contract/banner';
import { MAX_INT } from '../../../contract/formRules';
import { resourceTable } from './resourceTable';

export const banners = resourceTable<Banner>({
  table: 'banners',
  columns: {
    position: 'position',
    title: 'title',
    description: 'description',
    redirectUrl: 'redirect_url',
    bannerImageDesktop: 'desktop_image',
    bannerImageMobile: 'mobile_image',
    status: 'status',
    startsAt: 'starts_at',
    endsAt: 'ends_at',
  },
  images: ['bannerImageDesktop', 'bannerImageMobile'],
  orderBy: 'position, id',
  moments: ['startsAt', 'endsAt'],
  // Live between its start and its end by the shop's clock (migration 025).
  liveWhen: `coalesce(starts_at <= shop_now(), true) AND coalesce(ends_at > shop_now(), true)`,
});

/** A banner a shift moved: as it was, and as it is. */
export interface Moved {
  before: Banner;
  after: Banner;
}

/**
 * Makes `position` free for the banner `except` (none on create) when another holds it: every
 * other banner at or after it moves down by one, each an update of its own (its version raised).
 * Inside the write's transaction; the rows are locked in id order, so two shifts wait for each
 * other rather than cross. Answers the banners moved, in their order; none when it was free; null,
 * moving none, when one of them is at the last position there is (docs/api.md#banner-positions).
 */
export async function shiftFrom(
  tx: Queryable,
  position: number,
  except?: number,
): Promise<Moved[] | null> {
  const after = await tx.query<{ id: number; position: number }>(
    `SELECT id, position FROM banners
      WHERE position >= $1 AND id IS DISTINCT FROM $2::int
      ORDER BY id FOR UPDATE`,
    [position, except ?? null],
  );
  if (!after.some((banner) => banner.position === position)) return [];
  if (after.some((banner) => banner.position >= MAX_INT)) return null;
  const moved: Moved[] = [];
  for (const { id } of after.sort((a, b) => a.position - b.position || a.id - b.id)) {
    const before = await banners.find(tx, id);
    const updated = before && (await banners.update(tx, id, { position: before.position + 1 }));
    if (before && updated) moved.push({ before, after: updated.item });
  }
  return moved;
}
