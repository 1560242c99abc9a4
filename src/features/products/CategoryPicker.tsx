import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useDebounced } from '@/hooks/useDebounced';
import { SEARCH_DEBOUNCE_MS } from '@/lib/listParams';
import { useSearchCategoryChoicesQuery, type CategoryChoice } from './productsApi';

interface CategoryPickerProps {
  id: string;
  label: string;
  value: CategoryChoice | null;
  onChange: (choice: CategoryChoice | null) => void;
  /** The text field's own: its message, size, placeholder, whether it is marked required. */
  input?: Pick<TextFieldProps, 'error' | 'helperText' | 'onBlur' | 'size' | 'placeholder'>;
  sx?: SxProps<Theme>;
}

/**
 * One of Manage Categories' categories, found by typing part of its name: the list's source
 * searches and offers the first few by name, so a shop with thousands of categories loads none of
 * the rest
 * (docs/decisions.md#catalogue-on-the-server).
 */
export function CategoryPicker({ id, label, value, onChange, input, sx }: CategoryPickerProps) {
  const [typed, setTyped] = useState('');
  const q = useDebounced(typed.trim(), SEARCH_DEBOUNCE_MS);
  // The box shows the chosen name: its list then offers every category, not just that one.
  const { data = [], isFetching } = useSearchCategoryChoicesQuery(value?.name === q ? '' : q);
  const options = value && !data.some(({ id }) => id === value.id) ? [value, ...data] : data;
  return (
    <Autocomplete
      id={id}
      options={options}
      value={value}
      onChange={(_event, choice) => onChange(choice)}
      onInputChange={(_event, text) => setTyped(text)}
      getOptionLabel={({ name }) => name}
      getOptionKey={({ id }) => id}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      // The server has searched already.
      filterOptions={(found) => found}
      loading={isFetching}
      // Said when Manage Categories has none yet, or none holds the text.
      noOptionsText="No categories found"
      sx={sx}
      renderInput={(params) => <TextField {...params} label={label} {...input} />}
    />
  );
}
