import { useEffect, useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';

export interface SearchFieldProps {
  /** The search the list has (the URL's `q`). */
  search: string;
  /** Writes a search typed in the box. */
  onSearch: (text: string) => void;
  /** How long typing pauses before `onSearch`; 0 (the default): at every key. */
  searchDelayMs?: number;
  /** The spec's placeholder, e.g. 'Search orders...'. */
  placeholder: string;
  searchLabel: string;
}

/**
 * A list's search box. The text typed is the box's own until typing pauses for `searchDelayMs`,
 * then it goes to the list (`onSearch`, which writes it to the URL); a search the list gets some
 * other way (Back, a link) shows in the box.
 */
export function SearchField({
  search,
  onSearch,
  searchDelayMs: delayMs = 0,
  placeholder,
  searchLabel,
}: SearchFieldProps) {
  const [typed, setTyped] = useState(search);
  const [shown, setShown] = useState(search);
  if (search !== shown) {
    setShown(search);
    setTyped(search);
  }
  useEffect(() => {
    if (typed === search || delayMs === 0) return;
    const timer = setTimeout(() => onSearch(typed), delayMs);
    return () => clearTimeout(timer);
  }, [typed, search, onSearch, delayMs]);

  return (
    <TextField
      type="search"
      placeholder={placeholder}
      value={typed}
      onChange={({ target: { value } }) => {
        setTyped(value);
        if (delayMs === 0) onSearch(value);
      }}
      sx={{ maxWidth: { sm: 360 } }}
      slotProps={{
        htmlInput: { 'aria-label': searchLabel },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
