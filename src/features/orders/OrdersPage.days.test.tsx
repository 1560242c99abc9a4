import { act, screen, waitFor } from '@testing-library/react';
import { withServerLists } from '@/testing/listsMode';
import { servePagedOrders } from './pagedOrdersBackend';
import { renderOrders } from './ordersTestKit';

describe('Order Management narrowed to creation days (the dashboard links)', () => {
  withServerLists();

  it('sends the days with the status, names them in a chip, and forgets them when it is deleted', async () => {
    const backend = servePagedOrders();
    const { user, router } = await renderOrders(
      '/order-management?status=pending&from=2026-10-27&to=2026-11-25',
    );
    await waitFor(() => expect(backend.requests.length).toBeGreaterThan(0));
    expect(Object.fromEntries(backend.requests.at(-1) ?? [])).toMatchObject({
      status: 'pending',
      from: '2026-10-27',
      to: '2026-11-25',
    });
    const chip = await screen.findByRole('button', { name: 'Created Oct 27, 2026 – Nov 25, 2026' });
    act(() => chip.focus());
    await user.keyboard('{Backspace}');
    await waitFor(() => expect(router.state.location.search).toBe('?status=pending'));
    await waitFor(() => expect(backend.requests.at(-1)?.has('from')).toBe(false));
    expect(screen.queryByRole('button', { name: /^Created / })).not.toBeInTheDocument();
  });

  it('names a single day, and ignores a day that is no date', async () => {
    const backend = servePagedOrders();
    await renderOrders('/order-management?from=2026-11-25&to=2026-11-25');
    expect(
      await screen.findByRole('button', { name: 'Created on Nov 25, 2026' }),
    ).toBeInTheDocument();
    backend.requests.length = 0;
    await renderOrders('/order-management?from=yesterday');
    await waitFor(() => expect(backend.requests.length).toBeGreaterThan(0));
    expect(backend.requests.at(-1)?.has('from')).toBe(false);
  });
});
