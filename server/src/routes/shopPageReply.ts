import type { PageOfRows } from '../repositories/shopPages';

/**
 * A page's answer: `{ success, message, [key]: rows, pagination }`. When a search matched more
 * rows than are counted, `total` is that limit and `totalExact` false: "more than 10,000".
 */
export function pageReply(
  key: string,
  message: string,
  { page, pageSize }: { page: number; pageSize: number },
  { rows, total, totalExact }: PageOfRows,
) {
  return {
    success: true,
    message,
    [key]: rows,
    pagination: { page, pageSize, total, totalPages: Math.ceil(total / pageSize), totalExact },
  };
}
