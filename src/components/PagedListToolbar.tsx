import type { PagedList } from '@/hooks/usePagedList';
import { CreatedDaysChip } from './CreatedDaysChip';
import { ExportCsvButton } from './ExportCsvButton';
import { ListToolbar } from './ListToolbar';

interface PagedListToolbarProps {
  list: PagedList;
  /** The spec's placeholder, e.g. 'Search orders...'. */
  placeholder: string;
  searchLabel: string;
  /** What the export saves, for its failure message: 'orders'. */
  subject: string;
  onExport: () => Promise<unknown> | void;
}

/**
 * The toolbar of a paged list (users, orders), whichever side pages it: the search, the Filter
 * button, the creation days a dashboard link narrowed it to, and the CSV export.
 */
export function PagedListToolbar({ list, subject, onExport, ...search }: PagedListToolbarProps) {
  const { from, to } = list.request;
  return (
    <ListToolbar
      {...list.toolbar}
      {...search}
      actions={
        <>
          <CreatedDaysChip from={from} to={to} onClear={list.clearCreated} />
          <ExportCsvButton subject={subject} onExport={onExport} />
        </>
      }
    />
  );
}
