/**
 * One page of a list as the reference server answers the query string (docs/api.md): the rows
 * `matches` keeps for the lower-cased `q`, those whose `filters` fields equal the values asked,
 * sorted as asked (newest first by default), the first `pageSize` of them.
 */
export function searchedPage<Row extends object>(
  rows: readonly Row[],
  params: URLSearchParams,
  matches: (row: Row, q: string) => boolean,
  filters: readonly string[] = [],
) {
  const q = (params.get('q') ?? '').toLowerCase();
  const sort = (params.get('sort') ?? 'createdAt') as keyof Row;
  const direction = params.get('order') === 'asc' ? 1 : -1;
  const pageSize = Number(params.get('pageSize') ?? 25);
  const asked = (row: Row, key: string) =>
    [null, String((row as Record<string, unknown>)[key])].includes(params.get(key));
  const found = rows
    .filter((row) => matches(row, q) && filters.every((key) => asked(row, key)))
    .sort((a, b) => String(a[sort] ?? '').localeCompare(String(b[sort] ?? '')) * direction);
  const pagination = { page: 1, pageSize, total: found.length, totalPages: 1, totalExact: true };
  return { items: found.slice(0, pageSize), pagination };
}
