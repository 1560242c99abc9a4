/**
 * The server's CSV exports of the paged lists (docs/api.md#csv-export): every row that the
 * list's search, filter and sort match, saved as the file the server names. Through the base
 * query, so the admin's token, the session's end on a 401 and the error texts are the same as
 * for any call.
 */
import { attachmentName, saveFile } from '@/lib/download';
import { csvFileName } from '@/lib/csv';
import { baseApi } from './baseApi';
import { pageQuery } from './pagedList';

export interface CsvExportArgs {
  /** The export's path, e.g. API_PATHS.ordersCsv. */
  path: string;
  /** The list's name, for the file's name when the server gives none. */
  list: string;
  /** The list's search, filter and sort, as the paged list takes them. */
  query: Readonly<Record<string, string | number | boolean | undefined>>;
  /** Only these rows of it, by their IDs (a selection's export, docs/api.md#bulk-work). */
  ids?: readonly (string | number)[];
}

export const csvExportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Answers the saved file's name. */
    exportCsv: build.mutation<string, CsvExportArgs>({
      query: ({ path, list, query, ids }) => ({
        url: `${path}?${pageQuery(ids ? { ...query, ids: ids.join(',') } : query)}`,
        // The file goes to the browser's downloads, not into the store: only its name is kept.
        responseHandler: async (response) => {
          if (!response.ok) return response.json();
          const name =
            attachmentName(response.headers.get('content-disposition')) ?? csvFileName(list);
          saveFile(await response.blob(), name);
          return name;
        },
      }),
    }),
  }),
});

export const { useExportCsvMutation } = csvExportApi;
