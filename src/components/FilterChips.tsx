import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

/** A filter a list has on, as a chip: what it says, why when not plain, and taking it away. */
export interface ActiveFilter {
  /** Tells the chips apart: the URL parameter or grid filter item it stands for. */
  key: string;
  label: string;
  /** Shown on hover, and the chip's accessible description. */
  hint?: string;
  onRemove: () => void;
}

/**
 * The filters a list has on, each a chip that takes its filter away when deleted (its ×, or
 * Backspace or Delete on the focused chip). Nothing when no filter is on.
 *
 * @example
 * <FilterChips filters={[{ key: 'status', label: 'Status is pending', onRemove: clearStatus }]} />
 */
export function FilterChips({ filters }: { filters: readonly ActiveFilter[] }) {
  if (filters.length === 0) return null;
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={1}
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      aria-label="Filters on"
      role="group"
    >
      {filters.map(({ key, label, hint, onRemove }) => (
        <Chip
          key={key}
          label={label}
          title={hint}
          onDelete={onRemove}
          color="primary"
          variant="outlined"
        />
      ))}
    </Stack>
  );
}
