/**
 * No lost updates (docs/api.md#versions), as two admins meet it: both open one banner's edit
 * dialog in their own browser; the first saves; the second's save is refused with who changed it
 * when, and "Reload with my edits" saves the second admin's edits on top of the first's.
 */
import { encodePng } from '../server/src/seed/demo/png';
import { ConflictNotice } from './pages/ConflictNotice';
import { CrudPage } from './pages/CrudPage';
import { BANNERS } from './pages/serverScreens';
import { expect, test } from './support/fixtures';
import { TEST_ADMIN } from './support/server';
import { apiToken, signIn } from './support/session';

const pngDataUrl = () =>
  `data:image/png;base64,${encodePng(8, 8, () => [0, 150, 136]).toString('base64')}`;

test('two admins edit one banner: the second sees the conflict and keeps their edits on top of the first', async ({
  page,
  newContext,
  request,
  problems,
}) => {
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
  problems.expect({ url: `/admin/banner/update/${id}`, status: 409 });

  const first = new CrudPage(page, BANNERS);
  const second = new CrudPage(await (await newContext()).newPage(), BANNERS);
  const dialogs = [];
  for (const admin of [first, second]) {
    await signIn(admin.page);
    await admin.goto();
    dialogs.push(await admin.openEdit(title));
  }
  const [firstDialog, secondDialog] = dialogs;

  await first.fill({ description: 'Rewritten by the first admin' }, 'edit');
  await first.submitEdit();
  await expect(first.page.getByText('Banner updated successfully!')).toBeVisible();
  await expect(firstDialog!).toBeHidden();

  await second.fill({ title: `${title}, retitled` }, 'edit');
  await second.submitEdit();
  const conflict = new ConflictNotice(secondDialog!);
  await expect(conflict.notice).toHaveText(
    new RegExp(
      `^This banner was changed by ${TEST_ADMIN.email} at \\d{1,2}:\\d\\d [AP]M after you opened it\\.`,
    ),
  );
  await conflict.reloadWithMyEdits.click();
  await expect(conflict.notice).toBeHidden();
  await expect(second.field(secondDialog!, 'title')).toHaveValue(`${title}, retitled`);
  await expect(second.field(secondDialog!, 'description')).toHaveValue(
    'Rewritten by the first admin',
  );
  await second.submitEdit();
  await expect(second.page.getByText('Banner updated successfully!')).toBeVisible();

  const stored = await request.get(`/admin/banner/${id}`, { headers });
  expect(((await stored.json()) as { banner: object }).banner).toMatchObject({
    title: `${title}, retitled`,
    description: 'Rewritten by the first admin',
    version: 3,
  });
  await request.delete(`/admin/banner/delete/${id}`, { headers });
});
