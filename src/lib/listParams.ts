/**
 * A paged list's state as URL parameters (`?page=&pageSize=` and its filters), shared by the
 * server-paged lists and the Activity screen.
 */

/** Rows a page shows; the MIT grid allows at most 100. Rows inside a page are virtualised. */
export const PAGE_SIZES = [25, 50, 100];
/** Rows per page when the URL does not say: the grid's middle choice, as in client mode. */
export const DEFAULT_PAGE_SIZE = 50;

const positiveInt = (text: string | null, fallback: number) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

/** The page (from 1) and page size the URL names; anything else is page 1 of the default size. */
export function pageFromParams(params: URLSearchParams): { page: number; pageSize: number } {
  const size = positiveInt(params.get('pageSize'), DEFAULT_PAGE_SIZE);
  return {
    page: positiveInt(params.get('page'), 1),
    pageSize: PAGE_SIZES.includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** The grid's page model as parameters: page 1 and the default size are left out of the URL. */
export function pageToParams(model: { page: number; pageSize: number }): Record<string, string> {
  return {
    page: model.page > 0 ? String(model.page + 1) : '',
    pageSize: model.pageSize === DEFAULT_PAGE_SIZE ? '' : String(model.pageSize),
  };
}

/**
 * `current` with `changes` made (an empty value removes its parameter). A change that does not
 * name the page goes back to page 1: a new search or filter starts the list again.
 */
export function withListChanges(
  current: URLSearchParams,
  changes: Record<string, string>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  if (!('page' in changes)) next.delete('page');
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}
