/**
 * The failed writes every managed-resource screen must report: a delete or a save refused by the
 * server, answered without a message or not answered at all
 * (docs/requirements.md#8-errors-and-messages). Run by resourceWriteCases.ts, among the writes.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from './handlers';
import { failedReplies, type FailedReply } from './failedReplies';
import { openCreate, openEdit, textsOf, type ResourceScreen } from './resourceScreen';
import { server } from './server';

/** A refusal of the session's token: the session ends (docs/decisions.md#how-a-session-ends). */
const sessionRefused = () =>
  HttpResponse.json(
    { success: false, message: 'Authentication required. Please login again.' },
    { status: 401 },
  );

/**
 * A failed delete keeps the row; a failed create or update keeps the dialog open; a write refused
 * because the session ended says only the session's message, as a load does.
 */
export function resourceWriteFailureCases(resource: ResourceScreen) {
  const texts = textsOf(resource);
  const { base, sample } = resource;

  it.each(failedReplies('Delete failed', { message: 'Not found.', status: 404 }))(
    'reports a failed delete with %s and keeps the row',
    async (_case, response, reason) => {
      resource.serve();
      server.use(http.delete(`${API}${base}/delete/:id`, response));
      const { user } = await resource.render();
      await user.click(
        await screen.findByRole('button', { name: `Delete ${resource.noun} ${sample.title}` }),
      );
      const confirmDialog = await screen.findByRole('dialog', { name: texts.confirm });
      await user.click(within(confirmDialog).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText(`${texts.deleteFailed} ${reason}`)).toBeInTheDocument();
      expect(await screen.findByRole('gridcell', { name: sample.title })).toBeInTheDocument();
    },
  );

  const saveFailures: FailedReply[] = [
    ...failedReplies('Operation failed', { message: 'Title is too long.', status: 400 }),
    [
      "'Operation failed' for a reply without success true",
      () => HttpResponse.json({ id: 9 }),
      'Operation failed',
    ],
  ];

  it.each(saveFailures)(
    'reports a failed create with %s and keeps the dialog open',
    async (_case, response, reason) => {
      const backend = resource.serve([]);
      server.use(http.post(`${API}${base}/create`, response));
      const { user } = await resource.render();
      const dialog = await openCreate(user, texts.add);
      await resource.fillValid(user, dialog);
      await user.click(within(dialog).getByRole('button', { name: texts.create }));
      expect(await screen.findByText(`${texts.saveFailed} ${reason}`)).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: texts.add })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: texts.create })).toBeEnabled();
      // A failed save changes nothing, so the list is not reloaded.
      expect(backend.gets).toBe(1);
    },
  );

  it.each(saveFailures)(
    'reports a failed update with %s and keeps the dialog open',
    async (_case, response, reason) => {
      const backend = resource.serve();
      server.use(http.put(`${API}${base}/update/:id`, response));
      const { user } = await resource.render();
      const dialog = await openEdit(user, resource.noun, sample.title);
      await user.click(within(dialog).getByRole('button', { name: texts.update }));
      expect(await screen.findByText(`${texts.saveFailed} ${reason}`)).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: texts.edit })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: texts.update })).toBeEnabled();
      expect(backend.gets).toBe(1);
    },
  );

  it.each([
    ['delete', () => http.delete(`${API}${base}/delete/:id`, sessionRefused)],
    ['update', () => http.put(`${API}${base}/update/:id`, sessionRefused)],
  ])(
    'leaves a %s refused for the ended session (401) to the session-end message',
    async (write, handler) => {
      resource.serve();
      server.use(handler());
      const { user, router } = await resource.render();
      if (write === 'delete') {
        await user.click(
          await screen.findByRole('button', { name: `Delete ${resource.noun} ${sample.title}` }),
        );
        const confirmDialog = await screen.findByRole('dialog', { name: texts.confirm });
        await user.click(within(confirmDialog).getByRole('button', { name: 'Delete' }));
      } else {
        const dialog = await openEdit(user, resource.noun, sample.title);
        await user.click(within(dialog).getByRole('button', { name: texts.update }));
      }
      expect(
        await screen.findByText('Authentication required. Please login again.'),
      ).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin-login'));
      const failed = write === 'delete' ? texts.deleteFailed : texts.saveFailed;
      expect(screen.queryByText(new RegExp(`^${failed}`))).not.toBeInTheDocument();
    },
  );
}
