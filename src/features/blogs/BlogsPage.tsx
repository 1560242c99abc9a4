import { useMemo } from 'react';
import { useGridApiRef } from '@mui/x-data-grid';
import { useExportCsvMutation } from '@/api/csvExport';
import { API_PATHS } from '@/api/endpoints';
import { offered } from '@/api/source';
import { CrudScreen } from '@/components/CrudScreen';
import { PagedListToolbar } from '@/components/PagedListToolbar';
import { useCrudScreen } from '@/hooks/useCrudScreen';
import { usePagedGrid } from '@/hooks/usePagedGrid';
import { useKeptListPage } from '@/hooks/useKeptListPage';
import { SEARCH_DEBOUNCE_MS } from '@/lib/listParams';
import { BLOG_LIST, blogsPageArgs } from './blogListQuery';
import { useGetBlogsPageQuery } from './blogsApi';
import { BLOGS_TEXTS } from './blogTexts';
import { BlogForm } from './BlogForm';
import { blogColumns, toBlogRows } from './columns';
import { UploadBlogButton } from './UploadBlogButton';
import { useBlogActions } from './useBlogActions';

/** The page the URL names, with only the parameters the API takes. */
function useBlogsPage() {
  const { list, args, query } = useKeptListPage(BLOG_LIST, blogsPageArgs);
  const { data, isFetching } = useGetBlogsPageQuery(args);
  const rows = useMemo(() => {
    const { page: shown, pageSize: size } = data?.pagination ?? { page: 1, pageSize: 0 };
    return toBlogRows(data?.items ?? [], (shown - 1) * size);
  }, [data]);
  return { list, query, rows, pagination: data?.pagination, isFetching };
}

/**
 * Blog Management (docs/requirements.md#blog-management, docs/decisions.md#content-on-the-server):
 * the blogs a page at a time, searched by title, sorted and filtered by status, the page, search,
 * sort and filter in the URL; upload, edit, delete and the CSV export where the source writes one.
 */
export default function BlogsPage() {
  const { list, query, rows, pagination, isFetching } = useBlogsPage();
  const grid = usePagedGrid(list, pagination);
  const gridApi = useGridApiRef();
  const [exportCsv] = useExportCsvMutation();
  const screen = useCrudScreen(useBlogActions(), blogColumns);
  return (
    <CrudScreen
      texts={BLOGS_TEXTS}
      rows={rows}
      loading={isFetching}
      server={grid}
      apiRef={gridApi}
      addButton={<UploadBlogButton onClick={screen.openCreate} />}
      toolbar={
        <PagedListToolbar
          search={list.search}
          onSearch={list.writeSearch}
          searchDelayMs={SEARCH_DEBOUNCE_MS}
          gridApi={gridApi}
          placeholder="Search blogs..."
          searchLabel="Search blogs by title"
          created={{ onClear: list.clearCreated }}
          subject="blogs"
          onExport={
            offered(API_PATHS.blogsCsv)
              ? () => exportCsv({ path: API_PATHS.blogsCsv, list: 'blogs', query }).unwrap()
              : undefined
          }
        />
      }
      screen={screen}
      Form={BlogForm}
    />
  );
}
