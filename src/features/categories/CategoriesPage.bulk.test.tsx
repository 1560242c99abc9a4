import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CATEGORY } from '@/testing/catalogueBackend';
import {
  checkRow,
  ESIM,
  GIFT,
  renderCategories,
  serve,
  serveBulk,
} from '@/testing/categoriesTestKit';
import { catchDownloads } from '@/testing/downloads';
import { API } from '@/testing/handlers';
import { answerConfirmation, renderScreen } from '@/testing/screenKit';
import { withServerScreens } from '@/testing/screensMode';
import { server } from '@/testing/server';

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
