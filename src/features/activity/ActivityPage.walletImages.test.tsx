/** A wallet payment's entry: its screenshot, which only a signed-in admin may see (docs/api.md#images). */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { serveActivityPage } from '@/testing/activityBackend';
import { API } from '@/testing/handlers';
import { renderApp, signedIn } from '@/testing/renderApp';
import { server } from '@/testing/server';

describe('Activity entry of a wallet payment', () => {
  it('shows the screenshot fetched with the admin’s token, from a blob URL', async () => {
    const screenshot = `/media/${'c'.repeat(32)}.png`;
    serveActivityPage([
      {
        id: 13,
        at: '2026-11-20T09:30:00.000Z',
        admin: { id: 1, email: 'asha@shop.in', name: 'Asha Rao' },
        action: 'create',
        entity: 'walletPayment',
        entityId: '7',
        summary: 'TXN-7',
        after: { screenshot },
      },
    ]);
    const asked: (string | null)[] = [];
    server.use(
      http.get(`${API}/media/:file`, ({ request }) => {
        asked.push(request.headers.get('authorization'));
        return new HttpResponse('png bytes', { headers: { 'content-type': 'image/png' } });
      }),
    );
    const session = signedIn();
    renderApp({ route: '/activity?entry=13', session });
    const dialog = await screen.findByRole('dialog', { name: /Wallet payment #7/i });
    // Its place is held empty until the image has come with the token.
    const image = await within(dialog).findByRole('img', { name: 'Screenshot, after' });
    await waitFor(() => expect(image.getAttribute('src')).toMatch(/^blob:/));
    expect(asked).toEqual([`Bearer ${session.jwtToken}`]);
  });
});
