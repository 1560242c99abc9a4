import type { ActiveFilter } from './FilterChips';

/** A paged list's one filter (`PagedListSpec.filter`): its column, its value in the URL, writing it. */
export interface ListFilter {
  field: string;
  /** '' for none. */
  value: string;
  onChange: (value: string) => void;
}

/** What the toolbar reads of a column: its header, and the choices its filter offers. */
export interface FilterColumn {
  field: string;
  headerName?: string;
  valueOptions?: unknown;
}

/** A choice the filter offers: the value the URL and the API take, the text shown, and why. */
export interface FilterOption {
  value: string;
  label: string;
  hint?: string;
}

/** A list's filter as a person meets it: named by its column ('Status'), its choices, its value. */
export interface FilterChoice extends ListFilter {
  label: string;
  options: readonly FilterOption[];
}

type ValueOption = string | number | { value: unknown; label?: string; hint?: string };

const optionOf = (option: ValueOption): FilterOption =>
  typeof option === 'object'
    ? {
        value: String(option.value),
        label: option.label ?? String(option.value),
        hint: option.hint,
      }
    : { value: String(option), label: String(option) };

/**
 * The filter named and offered as the list's columns declare it: the filtered column's header,
 * and its `valueOptions` (serverColumns), each by its label and hint.
 *
 * @example
 * filterChoice(list.filter, columns) // { label: 'Status', options: [{ value: 'pending', ... }], ... }
 */
export function filterChoice(filter: ListFilter, columns: readonly FilterColumn[]): FilterChoice {
  const column = columns.find(({ field }) => field === filter.field);
  const offered = Array.isArray(column?.valueOptions) ? (column.valueOptions as ValueOption[]) : [];
  return { ...filter, label: column?.headerName ?? filter.field, options: offered.map(optionOf) };
}

/** The filter on, as a chip that takes it away: 'Status is pending', with its hint. */
export function filterChip({
  field,
  value,
  label,
  options,
  onChange,
}: FilterChoice): ActiveFilter[] {
  if (value === '') return [];
  const option = options.find((one) => one.value === value);
  return [
    {
      key: `filter-${field}`,
      label: `${label} is ${option?.label ?? value}`,
      hint: option?.hint,
      onRemove: () => onChange(''),
    },
  ];
}
