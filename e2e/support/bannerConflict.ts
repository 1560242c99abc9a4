/**
 * Two admins meet on one banner (docs/api.md#versions): both open its edit dialog in their own
 * browser, the first saves a new description, the second a new title, and the second's dialog
 * shows the conflict. Used by versions.spec.ts and the screenshots.
 */
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { encodePng } from '../../server/src/seed/demo/png';
import { ConflictNotice } from '../pages/ConflictNotice';
import { CrudPage, type CrudValues } from '../pages/CrudPage';
import { BANNERS } from '../pages/serverScreens';
import { expect } from './fixtures';
import { SHARED_THUMBNAIL_GONE, type ProblemWatcher } from './problems';
import { apiToken, signIn } from './session';

const pngDataUrl = () =>
  `data:image/png;base64,${encodePng(8, 8, () => [0, 150, 136]).toString('base64')}`;

/** The test's fixtures that the steps need. */
interface ConflictFixtures {
  newContext: () => Promise<BrowserContext>;
  request: APIRequestContext;
  problems: ProblemWatcher;
}

export const FIRST_ADMINS_DESCRIPTION = 'Rewritten by the first admin';

/** Creates the banner through the API; answers its id and title, and the API's headers. */
export async function createBanner(request: APIRequestContext) {
  const headers = { Authorization: `Bearer ${await apiToken(request)}` };
  const title = `Shared banner ${Date.now()}`;
  const created = await request.post('/admin/banner/create', {
    headers,
    data: {
      position: 1,
      title,
      description: 'As first written',
      bannerImageDesktop: pngDataUrl(),
      bannerImageMobile: pngDataUrl(),
    },
  });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { banner: { id: number } }).banner;
  return { id, title, headers };
}

/**
 * Up to the second admin's refused save, a new title, after the first's `firstEdit` (the 409 it provokes declared to `problems`): its page,
 * dialog and notice.
 */
export async function reachBannerConflict(
  first: CrudPage,
  { newContext, request, problems }: ConflictFixtures,
  firstEdit: (title: string) => CrudValues<typeof BANNERS> = () => ({
    description: FIRST_ADMINS_DESCRIPTION,
  }),
) {
  problems.expect({ url: /\/admin\/banner\/update\/\d+$/, status: 409 });
  problems.expect(SHARED_THUMBNAIL_GONE);
  const banner = await createBanner(request);
  const second = new CrudPage(await (await newContext()).newPage(), BANNERS);
  const dialogs = [];
  for (const admin of [first, second]) {
    await signIn(admin.page);
    await admin.goto();
    dialogs.push(await admin.openEdit(banner.title));
  }
  const [firstDialog, secondDialog] = dialogs;

  await first.fill(firstEdit(banner.title), 'edit');
  await first.submitEdit();
  await expect(first.page.getByText('Banner updated successfully!')).toBeVisible();
  await expect(firstDialog!).toBeHidden();

  await second.fill({ title: `${banner.title}, retitled` }, 'edit');
  await second.submitEdit();
  const conflict = new ConflictNotice(secondDialog!);
  await expect(conflict.notice).toBeVisible();
  return { banner, second, secondDialog: secondDialog!, conflict };
}
