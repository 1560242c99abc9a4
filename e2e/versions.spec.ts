/**
 * No lost updates (docs/api.md#versions), as two admins meet it: both open one banner's edit
 * dialog in their own browser; the first saves; the second's save is refused with who changed it
 * when, and "Reload with my edits" saves the second admin's edits on top of the first's; where
 * both changed a field, the second sees both values and keeps the one they pick; one who saves a
 * banner deleted meanwhile is told who deleted it, and can create it again.
 */
import { CrudPage } from './pages/CrudPage';
import { BANNERS } from './pages/serverScreens';
import {
  createBanner,
  FIRST_ADMINS_DESCRIPTION,
  reachBannerConflict,
} from './support/bannerConflict';
import { expect, test } from './support/fixtures';
import { SHARED_THUMBNAIL_GONE } from './support/problems';
import { TEST_ADMIN } from './support/server';
import { signIn } from './support/session';

test('two admins edit one banner: the second sees the conflict and keeps their edits on top of the first', async ({
  page,
  newContext,
  request,
  problems,
}) => {
  const { banner, second, secondDialog, conflict } = await reachBannerConflict(
    new CrudPage(page, BANNERS),
    { newContext, request, problems },
  );
  await expect(conflict.notice).toHaveText(
    new RegExp(
      `^This banner was changed by ${TEST_ADMIN.email} at \\d{1,2}:\\d\\d [AP]M after you opened it\\.`,
    ),
  );
  await conflict.reloadWithMyEdits.click();
  await expect(conflict.notice).toBeHidden();
  await expect(second.field(secondDialog, 'title')).toHaveValue(`${banner.title}, retitled`);
  await expect(second.field(secondDialog, 'description')).toHaveValue(FIRST_ADMINS_DESCRIPTION);
  await second.submitEdit();
  await expect(second.page.getByText('Banner updated successfully!')).toBeVisible();

  const stored = await request.get(`/admin/banner/${banner.id}`, { headers: banner.headers });
  expect(((await stored.json()) as { banner: object }).banner).toMatchObject({
    title: `${banner.title}, retitled`,
    description: FIRST_ADMINS_DESCRIPTION,
    version: 3,
  });
  await request.delete(`/admin/banner/delete/${banner.id}`, { headers: banner.headers });
});

test('two admins retitle one banner: the second sees both titles and keeps the one picked', async ({
  page,
  newContext,
  request,
  problems,
}) => {
  const theirs = (title: string) => `${title}, as the first admin put it`;
  const { banner, second, secondDialog, conflict } = await reachBannerConflict(
    new CrudPage(page, BANNERS),
    { newContext, request, problems },
    (title) => ({ title: theirs(title) }),
  );
  const title = conflict.notice.getByRole('radiogroup', { name: 'Title' });
  await expect(title.getByRole('radio', { name: `Mine: ${banner.title}, retitled` })).toBeChecked();
  await title.getByRole('radio', { name: `Theirs: ${theirs(banner.title)}` }).check();
  await conflict.reloadWithMyEdits.click();
  await expect(second.field(secondDialog, 'title')).toHaveValue(theirs(banner.title));
  await second.submitEdit();
  await expect(second.page.getByText('Banner updated successfully!')).toBeVisible();

  const stored = await request.get(`/admin/banner/${banner.id}`, { headers: banner.headers });
  expect(((await stored.json()) as { banner: object }).banner).toMatchObject({
    title: theirs(banner.title),
    version: 3,
  });
  await request.delete(`/admin/banner/delete/${banner.id}`, { headers: banner.headers });
});

test('an admin saving a banner a colleague deleted is told who deleted it, and can create it again', async ({
  page,
  request,
  problems,
}) => {
  problems.expect({ url: /\/admin\/banner\/update\/\d+$/, status: 404 });
  problems.expect(SHARED_THUMBNAIL_GONE);
  const banner = await createBanner(request);
  const admin = new CrudPage(page, BANNERS);
  await signIn(page);
  await admin.goto();
  const dialog = await admin.openEdit(banner.title);
  // Its images go with it: those on screen are loaded first, or their requests meet a 404.
  await expect
    .poll(() =>
      page
        .locator('img')
        .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
    )
    .toBe(true);
  await request.delete(`/admin/banner/delete/${banner.id}`, { headers: banner.headers });

  await admin.fill({ title: `${banner.title}, kept` }, 'edit');
  await admin.submitEdit();
  const notice = dialog.getByRole('alert').filter({ hasText: 'was deleted by' });
  await expect(notice).toHaveText(
    new RegExp(`^This banner was deleted by ${TEST_ADMIN.email} at \\d{1,2}:\\d\\d [AP]M\\.`),
  );
  await notice.getByRole('button', { name: 'Create it again with my edits' }).click();
  await expect(admin.createDialog).toBeVisible();
  await expect(admin.field(admin.createDialog, 'title')).toHaveValue(`${banner.title}, kept`);
});
