/** SQL for banners. Their two images are media rows, answered as URLs. */
import type { Queryable } from '../db/types';
import { mediaUrl } from './media';
import type { Status } from './status';

export interface BannerFields {
  position: number;
  title: string;
  description: string;
  /** Empty for no link. */
  redirectUrl: string;
  status: Status;
}

/** As the API answers it: image fields are URLs relative to the API's origin, dates ISO 8601. */
export interface Banner extends BannerFields {
  id: number;
  bannerImageDesktop: string;
  bannerImageMobile: string;
  createdAt: string;
  updatedAt: string;
}

export interface BannerImages {
  bannerImageDesktop: string;
  bannerImageMobile: string;
}

interface Row extends BannerFields, BannerImages {
  id: number;
  createdAt: Date;
  updatedAt: Date;
}

/** The columns as the API names them, each prefixed with `table.` when one is given. */
function qualified(table?: string): string {
  const t = table ? `${table}.` : '';
  return `${t}id, ${t}position, ${t}title, ${t}description, ${t}redirect_url AS "redirectUrl",
          ${t}desktop_image AS "bannerImageDesktop", ${t}mobile_image AS "bannerImageMobile",
          ${t}status, ${t}created_at AS "createdAt", ${t}updated_at AS "updatedAt"`;
}

const COLUMNS = qualified();
const IN_ORDER = 'ORDER BY position, id';

function toBanner(row: Row): Banner {
  return {
    ...row,
    bannerImageDesktop: mediaUrl(row.bannerImageDesktop),
    bannerImageMobile: mediaUrl(row.bannerImageMobile),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listBanners(db: Queryable, { activeOnly = false } = {}): Promise<Banner[]> {
  const where = activeOnly ? "WHERE status = 'active'" : '';
  const rows = await db.query<Row>(`SELECT ${COLUMNS} FROM banners ${where} ${IN_ORDER}`);
  return rows.map(toBanner);
}

export async function pageBanners(
  db: Queryable,
  limit: number,
  offset: number,
): Promise<{ items: Banner[]; total: number }> {
  const rows = await db.query<Row>(
    `SELECT ${COLUMNS} FROM banners ${IN_ORDER} LIMIT $1 OFFSET $2`,
    [limit, offset],
  );
  const [count] = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM banners');
  return { items: rows.map(toBanner), total: count?.total ?? 0 };
}

export async function findBanner(db: Queryable, id: number): Promise<Banner | undefined> {
  const [row] = await db.query<Row>(`SELECT ${COLUMNS} FROM banners WHERE id = $1`, [id]);
  return row && toBanner(row);
}

export async function insertBanner(
  db: Queryable,
  fields: BannerFields & BannerImages,
): Promise<Banner> {
  const [row] = await db.query<Row>(
    `INSERT INTO banners (position, title, description, redirect_url, desktop_image, mobile_image, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     RETURNING ${COLUMNS}`,
    [
      fields.position,
      fields.title,
      fields.description,
      fields.redirectUrl,
      fields.bannerImageDesktop,
      fields.bannerImageMobile,
      fields.status,
    ],
  );
  if (!row) throw new Error('INSERT … RETURNING answered no row');
  return toBanner(row);
}

/**
 * Changes the banner; a field left undefined keeps its stored value. Answers the banner and
 * the file names of the images it had before, or undefined if there is no such id.
 */
export async function updateBanner(
  db: Queryable,
  id: number,
  fields: Pick<BannerFields, 'position' | 'title' | 'description'> &
    Partial<BannerFields & BannerImages>,
): Promise<{ banner: Banner; previous: BannerImages } | undefined> {
  const [row] = await db.query<Row & { previousDesktop: string; previousMobile: string }>(
    `WITH previous AS (
       SELECT id, desktop_image, mobile_image FROM banners WHERE id = $1 FOR UPDATE
     )
     UPDATE banners AS b
        SET position = $2, title = $3, description = $4,
            redirect_url = COALESCE($5, b.redirect_url),
            desktop_image = COALESCE($6, b.desktop_image),
            mobile_image = COALESCE($7, b.mobile_image),
            status = COALESCE($8, b.status),
            updated_at = now()
       FROM previous
      WHERE b.id = previous.id
      RETURNING ${qualified('b')}, previous.desktop_image AS "previousDesktop",
                previous.mobile_image AS "previousMobile"`,
    [
      id,
      fields.position,
      fields.title,
      fields.description,
      fields.redirectUrl ?? null,
      fields.bannerImageDesktop ?? null,
      fields.bannerImageMobile ?? null,
      fields.status ?? null,
    ],
  );
  if (!row) return undefined;
  const { previousDesktop, previousMobile, ...updated } = row;
  return {
    banner: toBanner(updated),
    previous: { bannerImageDesktop: previousDesktop, bannerImageMobile: previousMobile },
  };
}

export async function setBannerStatus(
  db: Queryable,
  id: number,
  status: Status,
): Promise<Banner | undefined> {
  const [row] = await db.query<Row>(
    `UPDATE banners SET status = $2, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, status],
  );
  return row && toBanner(row);
}

/** Deletes the banner and answers its images' file names; undefined if there is none. */
export async function deleteBanner(db: Queryable, id: number): Promise<BannerImages | undefined> {
  const [row] = await db.query<BannerImages>(
    `DELETE FROM banners WHERE id = $1
     RETURNING desktop_image AS "bannerImageDesktop", mobile_image AS "bannerImageMobile"`,
    [id],
  );
  return row;
}
