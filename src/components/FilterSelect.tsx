import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FilterChoice } from './listFilter';

/**
 * A list's filter as a plain choice named by what it filters ('Status', 'Admin'), 'All' for
 * none; a choice with a hint says it on hover ('Unknown': the shop sent no status).
 *
 * @example
 * <FilterSelect {...filterChoice(filter, columns)} />
 */
export function FilterSelect({ label, options, value, onChange }: FilterChoice) {
  const known = options.some((option) => option.value === value);
  return (
    <TextField
      select
      size="small"
      label={label}
      // A value the choices lack (an old link's) is still the chip's to show and take away.
      value={known ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      sx={{ width: { xs: '100%', md: 160 }, flexShrink: 0 }}
    >
      <MenuItem value="">All</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} title={option.hint}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
