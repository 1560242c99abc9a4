import { useMemo, useState } from 'react';
import { enqueueSnackbar } from 'notistack';
import { useSelector } from 'react-redux';
import type { GridRowId } from '@mui/x-data-grid';
import { GENERIC_FAILURE } from '@/api/apiError';
import { reportFailure } from '@/api/reportFailure';
import { selectDayZone } from '@/api/session';
import { changeTime } from '@/api/versionConflict';
import {
  matchingOf,
  type BulkReply,
  type BulkTarget,
  type BulkWrites,
  type ListQuery,
} from '@/api/bulkApi';
import type { ItemVersion } from '@/api/resourceApi';
import type { BulkBarProps, BulkWork } from '@/components/BulkActionBar';
import { useConfirm } from '@/components/ConfirmDialog';
import { formatNumber } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import { BULK_LIMIT } from '../../contract/bulkRules';
import { oneOf } from '../../contract/resources';
import { staleWriteMessage } from '../../contract/versionTag';
import type { Status } from '../../contract/common';
import { useBulkSelection } from './useBulkSelection';
import { itemVersion } from './useResourceActions';

/** A list the server pages: how many rows match, and how a request names them all. */
export interface MatchingRows {
  total: number;
  /** The list's search and filters, as a bulk request names them. */
  query: ListQuery;
  /** When its page was listed; without it, the backend cannot name every matching row. */
  listedAt?: string;
}

export interface BulkWorkOptions<R> {
  bulk: BulkWrites;
  /** The items of the grid's rows, by the rows' ids: the page's, or, where the browser pages them, all. */
  rows: readonly R[];
  /** Where the server pages the list: what matches. */
  matching?: MatchingRows;
  /** The list's search, filters and sort, as one key: a change clears the selection. */
  query: string;
  /** Saves the CSV of the rows with these ids, or of every matching row (none given). */
  exportRows?: (ids?: readonly GridRowId[]) => Promise<unknown>;
}

/**
 * Why an item was left alone: its refusal's words, but for one changed since it was read, whose
 * moment is told in the day zone, as a single write's conflict tells it.
 */
function whyLeft({ message, changedBy, changedAt }: Skipped, one: string, timeZone: string) {
  if (changedAt === undefined) return message;
  return staleWriteMessage(one, changedBy ?? null, changeTime(changedAt, timeZone));
}

/** The answer said to the admin: the server's message, and how many were left alone and why. */
type Skipped = BulkReply['skipped'][number];

function told({ message, skipped }: BulkReply, one: string, timeZone: string) {
  if (skipped.length === 0) return enqueueSnackbar(message, { variant: 'success' });
  const why = skipped
    .slice(0, 2)
    .map((item) => whyLeft(item, one, timeZone))
    .join(' ');
  const more = skipped.length > 2 ? ` (and ${skipped.length - 2} more)` : '';
  const left = `${skipped.length} left alone: ${why}${more}`;
  return enqueueSnackbar(`${message} ${left}`, { variant: 'warning', autoHideDuration: 10_000 });
}

/**
 * Bulk work on a list (docs/architecture.md#bulk-work): its selection, and what the bar does to
 * the rows selected, each action one request by their ids and versions, or by the list's search
 * and filters for every matching row. Delete asks once, naming how many; the answer is a
 * snackbar with the server's message and the rows left alone. Delete shows only where the role
 * may delete, Activate and Deactivate where the items have a status and the role may change
 * them, Export selected where the list has a CSV. Undefined where the backend does no bulk work.
 *
 * @example
 * const bulk = useBulkWork({ bulk: categories.bulk, rows, matching, query, exportRows });
 * <CrudScreen bulk={bulk} ... />
 */
export function useBulkWork<R extends ItemVersion>({
  bulk,
  rows,
  matching,
  query,
  exportRows,
}: BulkWorkOptions<R>): BulkWork | undefined {
  const selection = useBulkSelection(query, matching !== undefined);
  const [remove] = bulk.useDelete();
  const [setStatus] = bulk.useStatus();
  const confirm = useConfirm();
  const [busy, setBusy] = useState(false);
  const mayDelete = useCan(bulk.resource, 'delete');
  const mayChange = useCan(bulk.resource, 'update');
  const { ids, allMatching, shownIds, clear } = selection;
  const total = matching?.total ?? shownIds.length;
  const count = allMatching ? total : ids.size;
  const { noun, named } = bulk;
  const timeZone = useSelector(selectDayZone);
  const nouns = count === 1 ? noun : named;
  const target = (): BulkTarget => {
    if (allMatching && matching?.listedAt)
      return { matching: matching.query, listedAt: matching.listedAt };
    const chosen = allMatching ? new Set(shownIds) : ids;
    return { items: rows.filter((row) => chosen.has(row.id)).map(itemVersion) };
  };
  const run = async (request: () => Promise<BulkReply>, failure: string, fallback: string) => {
    setBusy(true);
    try {
      told(await request(), oneOf(bulk.resource), timeZone);
      clear();
    } catch (error) {
      reportFailure(failure, error, fallback);
    } finally {
      setBusy(false);
    }
  };
  const onDelete = async () => {
    const message = allMatching
      ? `Every ${noun} the search and filters match will be deleted. This cannot be undone.`
      : `The ${formatNumber(count)} selected ${nouns} will be deleted. This cannot be undone.`;
    if (!(await confirm({ title: `Delete ${formatNumber(count)} ${nouns}?`, message }))) return;
    await run(() => remove(target()).unwrap(), `Failed to delete ${named}:`, 'Delete failed');
  };
  const switchTo = (status: Status) => () =>
    void run(
      () => setStatus({ ...target(), status }).unwrap(),
      `Failed to update ${named} status:`,
      'Status update failed',
    );
  const onExport = async () => {
    try {
      await exportRows?.(allMatching ? undefined : [...ids]);
    } catch (error) {
      reportFailure(`Failed to export ${named}:`, error, GENERIC_FAILURE);
    }
  };
  const everyOne = matching ? matching.listedAt !== undefined : true;
  const bar: BulkBarProps = {
    count,
    total,
    busy,
    onSelectAll:
      !allMatching && selection.pageFull && total > count && everyOne
        ? selection.selectAllMatching
        : undefined,
    onDelete: mayDelete ? () => void onDelete() : undefined,
    onActivate: bulk.hasStatus && mayChange ? switchTo('active') : undefined,
    onDeactivate: bulk.hasStatus && mayChange ? switchTo('inactive') : undefined,
    onExport: exportRows && (() => void onExport()),
    beyondLimit:
      count > BULK_LIMIT
        ? `At most ${formatNumber(BULK_LIMIT)} ${named} change at once: narrow the search.`
        : undefined,
    onClear: clear,
    selecting: selection.selecting,
    onSelecting: selection.grid.onSelecting,
  };
  return bulk.offered() ? { grid: selection.grid, bar } : undefined;
}

/** What a paged list gives its bulk work (hooks/useKeptList.ts). */
interface KeptRows<R> {
  rows: readonly R[];
  query: ListQuery;
  pagination?: { total: number; totalExact: boolean };
  listedAt?: string;
  exportRows?: BulkWorkOptions<R>['exportRows'];
}

/**
 * The bulk work of a list the server pages: its page's rows, and every matching row where the
 * server counted them all and says when it listed them.
 */
export function useKeptBulkWork<R extends ItemVersion>(bulk: BulkWrites, kept: KeptRows<R>) {
  const { rows, query, pagination, listedAt, exportRows } = kept;
  const matching = pagination && {
    total: pagination.total,
    query: matchingOf(query),
    listedAt: pagination.totalExact ? listedAt : undefined,
  };
  const key = useMemo(() => JSON.stringify(query), [query]);
  return useBulkWork({ bulk, rows, matching, query: key, exportRows });
}
