import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useGetActivityAdminsQuery, type ActivityAdmin } from '@/api/activity';
import { dayText } from '@/components/createdDaysFilter';
import { DATE_FIELD } from '@/components/dateField';
import { FilterChips, type ActiveFilter } from '@/components/FilterChips';
import { FiltersDisclosure } from '@/components/FiltersDisclosure';
import { SelectField } from '@/components/SelectField';
import { ACTION_LABELS, adminText, ENTITY_LABELS } from '@/lib/activityText';
import { usePermission } from '@/lib/permissions';
import { activityEntitiesOf } from '../../../contract/roles';
import { FILTERS, type FilterName } from './useActivityFilters';

const ANY = { '': 'Any' } as const;

/** The admins to choose from, by id; the one the URL names is there before the list has come. */
const adminChoices = (admins: readonly ActivityAdmin[], chosen: string) =>
  Object.fromEntries([
    ...(chosen ? [[chosen, `Admin #${chosen}`]] : []),
    ...admins.map((admin) => [String(admin.id), adminText({ admin })]),
  ]);

/**
 * The items whose entries the signed-in admin's role reads (docs/api.md#activity-trail), by the
 * rule the server applies: an Admin is not offered admin accounts.
 */
function useItemChoices() {
  const allowed = usePermission();
  const { entities, ownEntities } = activityEntitiesOf((resource) => allowed(resource, 'read'));
  const read = new Set<string>([...entities, ...ownEntities]);
  return Object.fromEntries(Object.entries(ENTITY_LABELS).filter(([entity]) => read.has(entity)));
}

interface ActivityFiltersProps {
  filters: Record<FilterName, string>;
  onChange: (name: FilterName, value: string) => void;
}

/** Each filter on as a chip's text: 'Admin is Asha', 'From Nov 25, 2026'. */
function chipLabels(filters: Record<FilterName, string>, admins: Record<string, string>) {
  const named = (names: Readonly<Record<string, string>>, value: string) => names[value] ?? value;
  return {
    adminId: `Admin is ${named(admins, filters.adminId)}`,
    entity: `Item is ${named(ENTITY_LABELS, filters.entity)}`,
    action: `Action is ${named(ACTION_LABELS, filters.action)}`,
    from: `From ${dayText(filters.from)}`,
    to: `To ${dayText(filters.to)}`,
  };
}

/**
 * Who, what and when: each choice narrows the trail at once and is kept in the URL, and shows as
 * a chip that takes it away. On a phone the fields are behind one "Filters" button.
 */
export function ActivityFilters({ filters, onChange }: ActivityFiltersProps) {
  const { data: admins = [] } = useGetActivityAdminsQuery();
  const items = useItemChoices();
  const adminNames = adminChoices(admins, filters.adminId);
  const labels = chipLabels(filters, adminNames);
  const on: ActiveFilter[] = FILTERS.filter((name) => filters[name]).map((name) => ({
    key: name,
    label: labels[name],
    onRemove: () => onChange(name, ''),
  }));
  const select = (name: FilterName, label: string, options: Record<string, string>) => (
    <SelectField
      label={label}
      size="small"
      value={filters[name]}
      onChange={(event) => onChange(name, event.target.value)}
      options={{ ...ANY, ...options }}
      sx={{ minWidth: 160 }}
    />
  );
  const day = (name: 'from' | 'to', label: string) => (
    <TextField
      label={label}
      size="small"
      value={filters[name]}
      onChange={(event) => onChange(name, event.target.value)}
      {...DATE_FIELD}
    />
  );
  return (
    <Stack spacing={1.5} sx={{ mb: 2 }} role="search">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
        <FiltersDisclosure count={on.length}>
          {select('adminId', 'Admin', adminNames)}
          {select('entity', 'Item', items)}
          {select('action', 'Action', ACTION_LABELS)}
          {day('from', 'From')}
          {day('to', 'To')}
        </FiltersDisclosure>
      </Stack>
      <FilterChips filters={on} />
    </Stack>
  );
}
