import { CreatedDaysChip } from './CreatedDaysChip';
import { ExportCsvButton } from './ExportCsvButton';
import { ListToolbar, type ListToolbarState } from './ListToolbar';

interface PagedListToolbarProps extends ListToolbarState {
  /** The spec's placeholder, e.g. 'Search orders...'. */
  placeholder: string;
  searchLabel: string;
  /** The creation days the list is narrowed to (a dashboard link's), and taking them away. */
  created: { from?: string; to?: string; onClear: () => void };
  /** What the export saves, for its failure message: 'orders'. */
  subject: string;
  onExport: () => Promise<unknown> | void;
}

/**
 * The toolbar of a paged list (users, orders), whichever side pages it: the search, the Filter
 * button, the creation days a dashboard link narrowed it to, and the CSV export.
 */
export function PagedListToolbar({
  created,
  subject,
  onExport,
  ...toolbar
}: PagedListToolbarProps) {
  return (
    <ListToolbar
      {...toolbar}
      actions={
        <>
          <CreatedDaysChip {...created} />
          <ExportCsvButton subject={subject} onExport={onExport} />
        </>
      }
    />
  );
}
