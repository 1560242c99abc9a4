/**
 * The catalogue's CSV exports (docs/decisions.md#catalogue-on-the-server): Export CSV asks the
 * server for every row the list's search, filters and sort match, and saves the file it names.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CATEGORY, PRODUCT, serveCatalogue } from './catalogueBackend';
import { catchDownloads } from './downloads';
import { API } from './handlers';
import { renderScreen } from './screenKit';
import { server } from './server';

interface ExportCase {
  /** The screen's route with its list's parameters, its heading, and a row it shows. */
  route: string;
  heading: string;
  row: RegExp;
  /** The export's path, and what it is asked. */
  path: string;
  asked: Record<string, string>;
}

export function catalogueExportCase({ route, heading, row, path, asked }: ExportCase) {
  it("asks the server for the rows the list's search, filters and sort match", async () => {
    const downloads = catchDownloads();
    try {
      const esim = CATEGORY(1, 'eSIM');
      serveCatalogue([esim], [PRODUCT(1, 'Japan eSIM', esim)]);
      const exports: Record<string, string>[] = [];
      server.use(
        http.get(`${API}${path}`, ({ request }) => {
          exports.push(Object.fromEntries(new URL(request.url).searchParams));
          return new HttpResponse('\uFEFFName\r\neSIM\r\n', {
            headers: { 'content-disposition': 'attachment; filename="catalogue-2026-11-26.csv"' },
          });
        }),
      );
      const { user } = await renderScreen(route, heading);
      await screen.findByRole('row', { name: row });
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(downloads.count()).toBe(1));
      expect(exports).toEqual([asked]);
      expect((await downloads.saved())[0]?.name).toBe('catalogue-2026-11-26.csv');
    } finally {
      downloads.restore();
    }
  });
}
