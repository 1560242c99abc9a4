/** Blog Management's CSV export on the server (docs/decisions.md#content-on-the-server). */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { BLOG, serveBlogs } from '@/testing/blogsBackend';
import { catchDownloads } from '@/testing/downloads';
import { API } from '@/testing/handlers';
import { renderScreen } from '@/testing/screenKit';
import { withServerScreens } from '@/testing/screensMode';
import { server } from '@/testing/server';

describe('Blog Management, exported from the server', () => {
  withServerScreens();

  it("exports the rows the list's search, filter and sort match", async () => {
    const downloads = catchDownloads();
    try {
      serveBlogs([BLOG(2, 'Five packing tips', { status: 'Published' })]);
      const exports: Record<string, string>[] = [];
      server.use(
        http.get(`${API}/admin/blogs.csv`, ({ request }) => {
          exports.push(Object.fromEntries(new URL(request.url).searchParams));
          return new HttpResponse('\uFEFFTitle\r\nFive packing tips\r\n', {
            headers: { 'content-disposition': 'attachment; filename="blogs-2026-11-26.csv"' },
          });
        }),
      );
      const { user } = await renderScreen(
        '/blog-management?q=tips&status=Published&sort=date&order=asc',
        'Blog Management',
      );
      await screen.findByRole('row', { name: /Five packing tips/ });
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(downloads.count()).toBe(1));
      expect(exports).toEqual([{ q: 'tips', sort: 'date', order: 'asc', status: 'Published' }]);
      expect((await downloads.saved())[0]?.name).toBe('blogs-2026-11-26.csv');
    } finally {
      downloads.restore();
    }
  });
});
