import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { CategoryChoice } from './productsApi';

interface CategoryFilterProps {
  categories: readonly CategoryChoice[];
  /** The category the list is narrowed to. */
  value: number | undefined;
  /** '' for every category. */
  onChange: (categoryId: string) => void;
}

/** Narrows Product Management's list to one of the server's categories, or shows them all. */
export function CategoryFilter({ categories, value, onChange }: CategoryFilterProps) {
  // A category not (yet) among those loaded reads as every category until they are.
  const known = categories.some(({ id }) => id === value);
  return (
    <TextField
      select
      size="small"
      label="Category"
      value={known ? String(value) : ''}
      onChange={(event) => onChange(event.target.value)}
      sx={{ width: { sm: 200 }, flexShrink: 0 }}
    >
      <MenuItem value="">All categories</MenuItem>
      {categories.map(({ id, name }) => (
        <MenuItem key={id} value={String(id)}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
}
