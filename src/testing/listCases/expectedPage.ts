/**
 * How both runs of the list cases (cases.ts) name them and what each expects of its page: the
 * server's (server/test/listCases.test.ts) and the browser pager's (listCases.test.ts).
 */
import type { ListCase, ListRequest } from './cases';

/** A case of either list. */
export type AnyListCase = ListCase<ListRequest>;

/** Each case named by its request, for `it.each`. */
export const named = <Request extends ListRequest>(cases: readonly ListCase<Request>[]) =>
  cases.map((listCase) => [JSON.stringify(listCase.request), listCase] as const);

/** The page a case answers: its ids, and the pagination of its count (25 a page by default). */
export function expectedPage({ request, ids, total }: AnyListCase) {
  const count = total ?? ids.length;
  const totalPages = Math.ceil(count / (request.pageSize ?? 25));
  return { ids, pagination: { total: count, totalPages, totalExact: true } };
}
