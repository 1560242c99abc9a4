import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CATEGORY } from '@/testing/catalogueBackend';
import { ESIM, GIFT, renderCategories, serve } from '@/testing/categoriesTestKit';
import { catchDownloads } from '@/testing/downloads';
import { API } from '@/testing/handlers';
import { answerConfirmation, renderScreen } from '@/testing/screenKit';
import { serveProfile, serverProfile, withServerScreens } from '@/testing/screensMode';
import { server } from '@/testing/server';

/** The bulk requests the fake server was sent, with what it answered them. */
function serveBulk(answer: object) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const reply = async ({ request }: { request: Request }) => {
    const { pathname } = new URL(request.url);
    sent.push({ method: request.method, path: pathname, body: await request.json() });
    return HttpResponse.json({ success: true, ...answer });
  };
  server.use(
    http.post(`${API}/admin/category/bulk/delete`, reply),
    http.put(`${API}/admin/category/bulk/status`, reply),
  );
  return sent;
}

/** Checks a row's box, named by the row as its card's box is on a phone ('Select eSIM'). */
const checkRow = async (user: Awaited<ReturnType<typeof renderCategories>>['user'], name: string) =>
  user.click(
    within(screen.getByRole('row', { name: new RegExp(name) })).getByRole('checkbox', {
      name: `Select ${name}`,
    }),
  );

describe('Manage Categories, bulk work', () => {
  withServerScreens();

  it('deletes the rows selected by one request, asking once, and names those left alone', async () => {
    serve();
    const sent = serveBulk({
      message: '1 category deleted.',
      done: [GIFT.id],
      skipped: [{ id: ESIM.id, message: 'Category “eSIM” is used by 2 products.' }],
    });
    const { user } = await renderCategories();
    expect(screen.queryByRole('toolbar', { name: 'Selected rows' })).toBeNull();
    await checkRow(user, 'eSIM');
    await checkRow(user, 'Gift Card');
    const bar = screen.getByRole('toolbar', { name: 'Selected rows' });
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();

    await user.click(within(bar).getByRole('button', { name: 'Delete selected' }));
    await answerConfirmation(user, 'Delete 2 categories?', 'Delete');
    expect(
      await screen.findByText(
        '1 category deleted. 1 left alone: Category “eSIM” is used by 2 products.',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/admin/category/bulk/delete',
        body: {
          items: [
            { id: ESIM.id, version: 1 },
            { id: GIFT.id, version: 1 },
          ],
        },
      },
    ]);
    // The selection goes with the action.
    await waitFor(() =>
      expect(screen.queryByRole('toolbar', { name: 'Selected rows' })).toBeNull(),
    );
  });

  it("tells when an item left alone was changed, in the shop's zone, as a single write's conflict does", async () => {
    serve();
    serveProfile(serverProfile('Super Admin'));
    const changedAt = '2026-11-28T10:00:00.000Z';
    serveBulk({
      message: '1 category deactivated.',
      done: [GIFT.id],
      skipped: [
        {
          id: ESIM.id,
          message: `Category was changed by meera@shop.example at ${changedAt} after you read it.`,
          changedBy: { id: 2, email: 'meera@shop.example', name: 'Meera' },
          changedAt,
        },
      ],
    });
    const { user } = await renderCategories();
    await checkRow(user, 'eSIM');
    await checkRow(user, 'Gift Card');
    const bar = screen.getByRole('toolbar', { name: 'Selected rows' });
    await user.click(within(bar).getByRole('button', { name: 'Deactivate' }));
    // 10:00 UTC is 15:30 in Asia/Kolkata, the profile's zone.
    expect(
      await screen.findByText(
        '1 category deactivated. 1 left alone: Category was changed by meera@shop.example at Nov 28, 2026, 3:30 PM after you read it.',
      ),
    ).toBeInTheDocument();
  });

  it('hands the focus on to the list when the bar goes: Clear, or an action done', async () => {
    serve();
    serveBulk({ message: '1 category activated.', done: [GIFT.id], skipped: [] });
    const { user } = await renderCategories();
    await checkRow(user, 'eSIM');
    const clear = within(screen.getByRole('toolbar', { name: 'Selected rows' })).getByRole(
      'button',
      { name: 'Clear' },
    );
    await user.click(clear);
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Select all rows' })).toHaveFocus(),
    );

    await checkRow(user, 'Gift Card');
    const bar = screen.getByRole('toolbar', { name: 'Selected rows' });
    await user.click(within(bar).getByRole('button', { name: 'Activate' }));
    await screen.findByText('1 category activated.');
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Select all rows' })).toHaveFocus(),
    );
  });

  it('activates the page selected by the header box with one request', async () => {
    serve();
    const sent = serveBulk({ message: '1 category activated.', done: [GIFT.id], skipped: [] });
    const { user } = await renderCategories();
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    const bar = screen.getByRole('toolbar', { name: 'Selected rows' });
    // Every matching row is on the page: there is no more to select.
    expect(within(bar).queryByRole('button', { name: /Select all/ })).toBeNull();
    await user.click(within(bar).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('1 category activated.')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      path: '/admin/category/bulk/status',
      body: { status: 'active', items: [{ id: ESIM.id }, { id: GIFT.id }] },
    });
  });

  it('deletes every category the search and filter match by the list’s query and when it was listed', async () => {
    const listedAt = '2026-11-28T06:00:00.000Z';
    const all = Array.from({ length: 27 }, (_, index) => CATEGORY(index + 1, `Cat ${index + 1}`));
    server.use(
      http.get(`${API}/admin/categories`, () =>
        HttpResponse.json(
          {
            success: true,
            categories: all.slice(0, 25),
            pagination: { page: 1, pageSize: 25, total: 27, totalPages: 2, totalExact: true },
          },
          { headers: { 'X-Listed-At': listedAt } },
        ),
      ),
    );
    const sent = serveBulk({ message: '27 categories deleted.', done: [], skipped: [] });
    const { user } = await renderScreen(
      '/manage-categories?q=cat&status=active&sort=name&order=asc&pageSize=25',
      'Manage Categories',
    );
    await screen.findAllByRole('row', { name: /Cat 1/ });
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    const bar = screen.getByRole('toolbar', { name: 'Selected rows' });
    await user.click(within(bar).getByRole('button', { name: 'Select all 27 matching' }));
    await user.click(within(bar).getByRole('button', { name: 'Delete selected' }));
    await answerConfirmation(user, 'Delete 27 categories?', 'Delete');
    expect(await screen.findByText('27 categories deleted.')).toBeInTheDocument();
    expect(sent.map(({ body }) => body)).toEqual([
      { matching: { q: 'cat', status: 'active' }, listedAt },
    ]);
  });

  it('holds the changes, not the export, when more match than one request changes', async () => {
    const all = Array.from({ length: 25 }, (_, index) => CATEGORY(index + 1, `Cat ${index + 1}`));
    const pagination = { page: 1, pageSize: 25, total: 1200, totalPages: 48, totalExact: true };
    server.use(
      http.get(`${API}/admin/categories`, () =>
        HttpResponse.json(
          { success: true, categories: all, pagination },
          { headers: { 'X-Listed-At': '2026-11-28T06:00:00.000Z' } },
        ),
      ),
    );
    const { user } = await renderScreen('/manage-categories', 'Manage Categories');
    await screen.findAllByRole('row', { name: /Cat 1/ });
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    const bar = screen.getByRole('toolbar', { name: 'Selected rows' });
    await user.click(within(bar).getByRole('button', { name: 'Select all 1,200 matching' }));
    expect(within(bar).getByText('1,200 selected')).toBeInTheDocument();
    expect(
      within(bar).getByText('At most 1,000 categories change at once: narrow the search.'),
    ).toBeInTheDocument();
    for (const name of ['Delete selected', 'Activate', 'Deactivate']) {
      expect(within(bar).getByRole('button', { name })).toBeDisabled();
    }
    expect(within(bar).getByRole('button', { name: 'Export selected' })).toBeEnabled();
  });

  it('exports only the rows selected, asking the server for just those', async () => {
    serve();
    const downloads = catchDownloads();
    const asked: URLSearchParams[] = [];
    try {
      server.use(
        http.get(`${API}/admin/categories.csv`, ({ request }) => {
          asked.push(new URL(request.url).searchParams);
          const csv = `\uFEFFCategory ID,Category Name\r\n2,"Gift\r\nCard"\r\n`;
          return new HttpResponse(csv, {
            headers: { 'content-disposition': 'attachment; filename="categories-2026-11-28.csv"' },
          });
        }),
      );
      const { user } = await renderCategories();
      await checkRow(user, 'Gift Card');
      await user.click(screen.getByRole('button', { name: 'Export selected' }));
      await waitFor(() => expect(downloads.count()).toBe(1));
      expect(asked.map((query) => query.get('ids'))).toEqual(['2']);
      const [file] = await downloads.saved();
      expect(file?.name).toBe('categories-2026-11-28.csv');
      expect(file?.text).toBe(`\uFEFFCategory ID,Category Name\r\n2,"Gift\r\nCard"\r\n`);
    } finally {
      downloads.restore();
    }
  });
});
