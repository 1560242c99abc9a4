import { createdDaysFilter } from './createdDaysFilter';
import { DayRangeFields } from './DayRangeFields';
import { ExportCsvButton } from './ExportCsvButton';
import type { ActiveFilter } from './FilterChips';
import { ListToolbar, type ListToolbarState } from './ListToolbar';

interface PagedListToolbarProps extends ListToolbarState {
  /** The spec's placeholder, e.g. 'Search orders...'. */
  placeholder: string;
  searchLabel: string;
  /**
   * The creation days the list is narrowed to (a dashboard link's), taking them away, and, where
   * the list takes days, choosing them (From and To).
   */
  created: {
    from?: string;
    to?: string;
    onClear: () => void;
    onChange?: (end: 'from' | 'to', day: string) => void;
  };
  /** The list's filters on besides its own filter and days (a customer), as chips. */
  filters?: readonly ActiveFilter[];
  /** What the export saves, for its failure message: 'orders'. */
  subject: string;
  /** Writes the CSV; none where the list's source writes no CSV (the tab). */
  onExport?: () => Promise<unknown> | void;
}

/**
 * The toolbar of a paged list (users, orders), whichever side pages it: the search, the list's
 * filter (a choice named by its column), From and To where the list takes days, a chip for each
 * filter on (the list's, the creation days, and `filters`), and the CSV export where there is one.
 */
export function PagedListToolbar({
  created: { from, to, onClear, onChange },
  filters = [],
  subject,
  onExport,
  ...toolbar
}: PagedListToolbarProps) {
  return (
    <ListToolbar
      {...toolbar}
      filters={[...createdDaysFilter(from, to, onClear), ...filters]}
      actions={
        <>
          {onChange && <DayRangeFields from={from} to={to} onChange={onChange} />}
          {onExport && <ExportCsvButton subject={subject} onExport={onExport} />}
        </>
      }
    />
  );
}
