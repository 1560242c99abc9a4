import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '@/testing/handlers';
import { server } from '@/testing/server';
import { switchStatus } from '@/testing/statusSwitch';
import * as kit from '@/testing/bannersTestKit';

describe('Banner Management: the status switch', () => {
  it('toggles the status: sends the opposite status and reloads the list', async () => {
    const backend = kit.serveBanners();
    const { user } = await kit.renderBanners();

    await switchStatus(user, 'banner', 'Summer roaming', 'Deactivate');
    expect(backend.gets).toBe(2);
    await switchStatus(user, 'banner', 'Gift cards', 'Activate');
    expect(backend.gets).toBe(3);

    expect(backend.writes).toEqual([
      { method: 'PUT', path: '/admin/banner/status/1', body: { status: 'inactive' } },
      { method: 'PUT', path: '/admin/banner/status/2', body: { status: 'active' } },
    ]);
  });

  it('takes the switch back from its snackbar: Undo sends the status it had', async () => {
    const backend = kit.serveBanners();
    const { user } = await kit.renderBanners();

    await switchStatus(user, 'banner', 'Summer roaming', 'Deactivate');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Banner activated successfully!')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Deactivate banner Summer roaming' }),
    ).toBeInTheDocument();
    expect(backend.writes).toEqual([
      { method: 'PUT', path: '/admin/banner/status/1', body: { status: 'inactive' } },
      { method: 'PUT', path: '/admin/banner/status/1', body: { status: 'active' } },
    ]);
  });

  it.each([
    [
      "the server's message",
      HttpResponse.json({ success: false, message: 'Banner not found.' }, { status: 404 }),
      'Failed to update banner status: Banner not found.',
    ],
    [
      "'Status update failed' for success false without a message",
      HttpResponse.json({ success: false }),
      'Failed to update banner status: Status update failed',
    ],
    [
      "'Status update failed' when no answer comes",
      HttpResponse.error(),
      'Failed to update banner status: Status update failed',
    ],
  ])('reports a failed status change with %s', async (_case, response, text) => {
    const backend = kit.serveBanners();
    server.use(http.put(`${API}/admin/banner/status/:id`, () => response.clone()));
    const { user } = await kit.renderBanners();
    await user.click(
      await screen.findByRole('button', { name: 'Deactivate banner Summer roaming' }),
    );
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Deactivate banner Summer roaming' }),
    ).toBeInTheDocument();
    expect(backend.gets).toBe(1);
  });
});
