import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useGetActivityAdminsQuery, type ActivityAdmin } from '@/api/activity';
import { SelectField } from '@/components/SelectField';
import { ACTION_LABELS, ENTITY_LABELS } from '@/lib/activityText';
import type { FilterName } from './useActivityFilters';

const ANY = { '': 'Any' } as const;

const adminChoices = (admins: readonly ActivityAdmin[]) =>
  Object.fromEntries(
    admins.map((admin) => [String(admin.id), admin.name || admin.email || `Admin #${admin.id}`]),
  );

interface ActivityFiltersProps {
  filters: Record<FilterName, string>;
  onChange: (name: FilterName, value: string) => void;
}

/** Who, what and when: each choice narrows the trail at once and is kept in the URL. */
export function ActivityFilters({ filters, onChange }: ActivityFiltersProps) {
  const { data: admins = [] } = useGetActivityAdminsQuery();
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
      type="date"
      size="small"
      value={filters[name]}
      onChange={(event) => onChange(name, event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ mb: 2 }} role="search">
      {select('adminId', 'Admin', adminChoices(admins))}
      {select('entity', 'Item', ENTITY_LABELS)}
      {select('action', 'Action', ACTION_LABELS)}
      {day('from', 'From')}
      {day('to', 'To')}
    </Stack>
  );
}
